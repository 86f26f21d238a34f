import { describe, expect, it } from 'vitest';
import { addressText } from '@/domain';

describe('addressText', () => {
  it('names a municipality once', () => {
    expect(addressText({ province: '上海市', city: '上海市', district: '浦东新区', detail: '川沙路88号' })).toBe('上海市浦东新区川沙路88号');
  });

  it('names the province and the city of a province', () => {
    expect(addressText({ province: '江苏省', city: '南京市', district: '江宁区', detail: '双龙大道1号' })).toBe('江苏省南京市江宁区双龙大道1号');
  });

  it("keeps the gateway's own wording when it gave one", () => {
    expect(addressText({ province: '上海市', city: '上海市', district: '宝山区', detail: 'x', fullAddress: '上海市宝山区蕴川路500号' })).toBe(
      '上海市宝山区蕴川路500号',
    );
  });
});
