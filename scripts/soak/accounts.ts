import type { Db } from '../../gateway/db';
import { hashPassword } from '../../gateway/passwords';

/** One simulated buyer's account, created directly in the database. */
export interface SoakAccount {
  readonly memberId: string;
  readonly accountName: string;
  readonly password: string;
  readonly payPassword: string;
  readonly addressId: string;
}

/** Every soak buyer's wallet at the start: more than 10 minutes of orders can spend. */
export const START_BALANCE = '100000000.00';
const PASSWORD = 'soak123456';
const PAY_PASSWORD = '246810';
/**
 * bcrypt's work factor of the soak accounts' hashes: 4, as in the gateway tests. A cost-10 check is
 * ~70 ms of one core in bcryptjs; at a payment every few seconds per buyer, 100 buyers would spend
 * the two cores on bcrypt alone, and the soak measures the journey, not the hash (npm run bench and
 * the login tests cover the cost-10 path).
 */
const SOAK_BCRYPT_ROUNDS = 4;

/**
 * The goods varieties the buyers order, and the stock each is given. The demo stock (20,000 t of sand,
 * 8,000 m³ of C30) would run out after a few hundred of the run's ~10,000 orders, and an OUT_OF_STOCK
 * refusal is the right answer then, not a soak finding; the stock decrements are still checked.
 */
export const SOAK_VARIETIES = ['var_sand', 'var_gravel', 'var_concrete_c30'] as const;
const SOAK_STOCK = '100000000';

/** The account of buyer `index` (0-based): m_soak_0001, soak0001, … */
export function soakAccount(index: number): SoakAccount {
  const n = String(index + 1).padStart(4, '0');
  return { memberId: `m_soak_${n}`, accountName: `soak${n}`, password: PASSWORD, payPassword: PAY_PASSWORD, addressId: `addr_soak_${n}` };
}

/**
 * Creates `count` buyers the way the seed creates the demo buyer — a member with a login password and a
 * pay password, a wallet of START_BALANCE, a default delivery address (the demo site's, with its
 * coordinates, for the carriage) — in one transaction, and gives the ordered varieties SOAK_STOCK.
 * Directly in SQL, not by SMS registration: 100 registrations would only measure the SMS limits.
 */
export async function createSoakAccounts(db: Db, count: number): Promise<SoakAccount[]> {
  const [passwordHash, payPasswordHash] = await Promise.all([hashPassword(PASSWORD, SOAK_BCRYPT_ROUNDS), hashPassword(PAY_PASSWORD, SOAK_BCRYPT_ROUNDS)]);
  const accounts = Array.from({ length: count }, (_, index) => soakAccount(index));
  await db.transaction(async (tx) => {
    for (const [index, account] of accounts.entries()) {
      // 177 and eight digits: no demo account or address uses the 177 prefix.
      const mobile = `177${String(index + 1).padStart(8, '0')}`;
      await tx.query(
        `insert into members (member_id, account_name, mobile, password_hash, pay_password_hash, nickname, real_name, member_type)
         values ($1, $2, $3, $4, $5, $6, $7, 'personal')`,
        [account.memberId, account.accountName, mobile, passwordHash, payPasswordHash, `压测买家${index + 1}`, `压测${index + 1}`],
      );
      await tx.query('insert into capital_accounts (member_id, balance, frozen_amount) values ($1, $2, 0)', [account.memberId, START_BALANCE]);
      await tx.query(
        `insert into addresses (address_id, member_id, type, receiver_name, receiver_mobile, province, city, district, detail, latitude, longitude, is_default)
         values ($1, $2, '1', $3, $4, '上海市', '上海市', '浦东新区', '川沙路88号 示范项目工地 3号门', 31.1905, 121.7012, true)`,
        [account.addressId, account.memberId, `压测${index + 1}`, mobile],
      );
    }
    await tx.query('update goods_varieties set stock = $2 where variety_id = any($1::text[])', [SOAK_VARIETIES, SOAK_STOCK]);
  });
  return accounts;
}
