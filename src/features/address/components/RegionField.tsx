import Popup from 'antd-mobile/es/components/popup';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useState } from 'react';
import type * as AreaData from '@vant/area-data';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { showToast } from '@/lib/ui';
import styles from './regionField.module.css';

/** A province, city or district of the region data (its name and national code, and what lies under it). */
interface RegionOption {
  readonly text: string;
  readonly value: string;
  readonly children?: readonly RegionOption[];
}

export interface Region {
  readonly province: string;
  readonly city: string;
  readonly district: string;
  /** The national codes, when picked from the list. */
  readonly provinceCode?: string | undefined;
  readonly cityCode?: string | undefined;
  readonly districtCode?: string | undefined;
}

// The national region data (about 33 KB gzip) loads when the buyer first opens the picker, then stays.
let regionData: Promise<typeof AreaData> | undefined;
const loadRegionData = () =>
  (regionData ??= import('@vant/area-data').catch((error: unknown) => {
    regionData = undefined;
    throw error;
  }));
let regions: Promise<readonly RegionOption[]> | undefined;
const loadRegions = () =>
  (regions ??= loadRegionData()
    .then(({ useCascaderAreaData: tree }) => tree())
    .catch((error: unknown) => {
      regions = undefined;
      throw error;
    }));

/**
 * The region of a district's national code (as a map search names a place: 310112 → 上海市 上海市 闵行区),
 * or null for a code the list does not have. A city without districts is its own district.
 */
export async function regionOfCode(code: string): Promise<Region | null> {
  const { areaList } = await loadRegionData();
  const provinceCode = `${code.slice(0, 2)}0000`;
  const cityCode = `${code.slice(0, 4)}00`;
  const province = areaList.province_list[provinceCode];
  const city = areaList.city_list[cityCode];
  const district = areaList.county_list[code] ?? (code === cityCode ? city : undefined);
  if (!/^\d{6}$/.test(code) || !province || !city || !district) return null;
  return { province, city, district, provinceCode, cityCode, districtCode: code };
}

/** The region as the buyer reads it, a municipality named once: "江苏省 南京市 江宁区", "上海市 浦东新区". */
const regionText = ({ province, city, district }: Region) =>
  [province, city === province ? '' : city, district === city ? '' : district].filter(Boolean).join(' ');

/**
 * The address's province, city and district chosen from the national region list, as the shopping apps do:
 * a row showing the region, opening a sheet that walks province → city → district (each level a list, the
 * levels chosen so far as tabs to go back to). Municipalities read once (上海市 浦东新区).
 */
export function RegionField({ value, onChange, label }: { value: Region; onChange: (region: Region) => void; label: string }) {
  const t = useT();
  const [tree, setTree] = useState<readonly RegionOption[] | null>(null);
  const [open, setOpen] = useState(false);
  // The levels chosen so far in the sheet (none, the province, or the province and the city).
  const [path, setPath] = useState<readonly RegionOption[]>([]);
  const chosen = regionText(value);

  const show = () => {
    loadRegions()
      .then((loaded) => {
        setTree(loaded);
        // Opens on the level of the region already chosen, so a change of district is one tap.
        const province = loaded.find((option) => option.text === value.province);
        const city = province?.children?.find((option) => option.text === value.city);
        setPath(province && city ? [province, city] : province ? [province] : []);
        setOpen(true);
      })
      .catch((error: unknown) => {
        logger().warn('region list not loaded', error);
        showToast(t('address.region.loadFailed'), 2000);
      });
  };
  const options = (path.length === 0 ? tree : path[path.length - 1]?.children) ?? [];
  const level = (['province', 'city', 'district'] as const)[path.length] ?? 'district';
  const current = value[level];

  const pick = (option: RegionOption) => {
    const next = [...path, option];
    // A city without districts (a few special regions) ends the walk at the city.
    if (next.length === 3 || !option.children?.length) {
      const [province, city, district] = next;
      const cityOption = city ?? province;
      const districtOption = district ?? cityOption;
      onChange({
        province: province?.text ?? '',
        city: cityOption?.text ?? '',
        district: districtOption?.text ?? '',
        provinceCode: province?.value,
        cityCode: cityOption?.value,
        districtCode: districtOption?.value,
      });
      setOpen(false);
    } else setPath(next);
  };

  return (
    <>
      <button type="button" className={styles.field} aria-label={`${label}${chosen ? `：${chosen}` : ''}`} onClick={show}>
        <span className={chosen ? undefined : styles.empty}>{chosen || t('address.region.placeholder')}</span>
        <RightOutline aria-hidden="true" />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.sheet} destroyOnClose>
        <div role="dialog" aria-modal="true" aria-labelledby="addr-region-title" className={styles.inner}>
          <div className={styles.head}>
            <h2 id="addr-region-title" className={styles.title}>
              {t('address.region.title')}
            </h2>
            <button type="button" className={styles.close} aria-label={t('address.region.close')} onClick={() => setOpen(false)}>
              <CloseOutline aria-hidden="true" />
            </button>
          </div>
          <div className={styles.levels} role="group" aria-label={t('address.region.levels')}>
            {path.map((option, index) => (
              <button key={option.value} type="button" className={styles.level} onClick={() => setPath(path.slice(0, index))}>
                {option.text}
              </button>
            ))}
            <span className={`${styles.level} ${styles.current}`}>{t(`address.region.choose.${level}`)}</span>
          </div>
          {/* A new list for each level, from its top (not where the last level's list was scrolled to). */}
          <ul key={path.map((step) => step.value).join('/')} className={styles.options} aria-label={t(`address.region.choose.${level}`)}>
            {options.map((option) => {
              const on = option.text === current && path.every((step, index) => step.text === [value.province, value.city][index]);
              return (
                <li key={option.value}>
                  <button type="button" className={on ? `${styles.option} ${styles.on}` : styles.option} onClick={() => pick(option)}>
                    {option.text}
                    {on ? <CheckOutline aria-hidden="true" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </Popup>
    </>
  );
}
