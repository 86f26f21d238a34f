/** The parts of a receiving address a buyer reads as one line. */
export interface AddressParts {
  readonly province: string;
  readonly city: string;
  readonly district: string;
  readonly detail: string;
  readonly fullAddress?: string | undefined;
}

/**
 * An address as one line: the gateway's own wording when it gave one, else province, city, district and
 * street — a municipality (上海市, whose province and city are the same) named once, not "上海市上海市浦东新区".
 */
export function addressText(address: AddressParts): string {
  if (address.fullAddress) return address.fullAddress;
  const region = address.province === address.city ? address.city : `${address.province}${address.city}`;
  return `${region}${address.district}${address.detail}`;
}
