import { Input } from 'antd-mobile';
import { useEffect, useId, useRef, useState } from 'react';
import { mapPlugin } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import type { MapAddress } from '@/lib/native';
import { regionOfCode } from './RegionField';
import styles from './mapSearch.module.css';

/** What this screen uses of the map service's JS API 1.4.4 (the global `AMap` its script defines). */
interface LngLat {
  getLat(): number;
  getLng(): number;
}
interface MapPoi {
  readonly name?: string;
  readonly address?: string | unknown[];
  readonly district?: string;
  readonly adcode?: string;
  readonly location?: LngLat | null;
}
interface MapInstance {
  addControl(control: unknown): void;
  setZoomAndCenter(zoom: number, center: LngLat): void;
  destroy(): void;
}
interface MapMarker {
  setPosition(position: LngLat): void;
}
export interface MapApi {
  Map: new (container: HTMLElement, options: { zoom: number; resizeEnable: boolean }) => MapInstance;
  Marker: new (options: { map: MapInstance; position: LngLat }) => MapMarker;
  Autocomplete: new (options: { input: string }) => unknown;
  Scale: new () => unknown;
  OverView: new () => unknown;
  ToolBar: new () => unknown;
  MapType: new () => unknown;
  event: { addListener(target: unknown, name: 'select', handler: (event: { poi: MapPoi }) => void): void };
}

declare global {
  interface Window {
    AMap?: MapApi;
    [callback: `mapReady${string}`]: (() => void) | undefined;
  }
}

// The spec names the plugins as its map component did ("AutoComplete"); the JS API's class is AMap.Autocomplete.
const pluginNames = mapPlugin.plugins.map((name) => `AMap.${name === 'AutoComplete' ? 'Autocomplete' : name}`).join(',');

let loading: Promise<MapApi> | undefined;

/** Loads the map JS API once (this route only), with the spec's version and plugins; a failure may be retried. */
export function loadMapApi(config: { key: string; scriptUrl: string }): Promise<MapApi> {
  if (window.AMap) return Promise.resolve(window.AMap);
  loading ??= new Promise<MapApi>((resolve, reject) => {
    const callback = `mapReady${Date.now()}` as const;
    const script = document.createElement('script');
    const url = new URL(config.scriptUrl, window.location.href);
    url.search = new URLSearchParams({ v: String(mapPlugin.version), key: config.key, plugin: pluginNames, callback }).toString();
    window[callback] = () => {
      window[callback] = undefined;
      if (window.AMap) resolve(window.AMap);
      else reject(new Error('map API loaded without AMap'));
    };
    script.src = url.toString();
    script.async = true;
    script.onerror = () => reject(new Error(`map API not loaded: ${url.origin}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The street address of a search result, without its region (the region is picked or taken from its code). */
const streetOf = (poi: MapPoi) => [typeof poi.address === 'string' ? poi.address : '', poi.name ?? ''].filter(Boolean).join(' ');

/**
 * The web map pick when the deployment has a map key: a map with the scale, overview, toolbar and map-type
 * controls, and a search field whose suggestions (autocomplete) put a marker on the place chosen and hand it
 * on with its region (from the result's district code) and position. When the map cannot load, the screen's
 * own fields stay, so the buyer can still type the place and pick the region.
 */
export function MapSearch({ config, onPick }: { config: { key: string; scriptUrl: string }; onPick: (place: MapAddress) => void }) {
  const t = useT();
  const inputId = useId().replace(/:/g, '');
  const container = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let map: MapInstance | undefined;
    let cancelled = false;
    loadMapApi(config)
      .then((api) => {
        if (cancelled || !container.current) return;
        const shown = new api.Map(container.current, { zoom: 13, resizeEnable: true });
        map = shown;
        for (const control of [new api.Scale(), new api.OverView(), new api.ToolBar(), new api.MapType()]) shown.addControl(control);
        let marker: MapMarker | undefined;
        api.event.addListener(new api.Autocomplete({ input: inputId }), 'select', ({ poi }) => {
          const location = poi.location ?? undefined;
          if (location) {
            shown.setZoomAndCenter(16, location);
            if (marker) marker.setPosition(location);
            else marker = new api.Marker({ map: shown, position: location });
          }
          void (poi.adcode ? regionOfCode(poi.adcode) : Promise.resolve(null))
            .catch(() => null)
            .then((region) =>
              pick.current({
                address: streetOf(poi),
                ...(region ?? {}),
                ...(location ? { latitude: location.getLat(), longitude: location.getLng() } : {}),
              }),
            );
        });
        setState('ready');
      })
      .catch((error: unknown) => {
        logger().warn('map not loaded', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [config, inputId]);

  return (
    <section className={styles.map} aria-label={t('address.map.mapLabel')}>
      <Input className={styles.search} id={inputId} aria-label={t('address.map.search')} placeholder={t('address.map.searchPlaceholder')} />
      <div ref={container} className={styles.canvas} />
      {state === 'loading' ? <p className={styles.note}>{t('address.map.loading')}</p> : null}
      {state === 'failed' ? (
        <p className={styles.note} role="status">
          {t('address.map.failed')}
        </p>
      ) : null}
    </section>
  );
}
