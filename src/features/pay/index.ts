/** Public API of the pay feature: nothing is shared yet; the pay pages are reached by route (/pay?orderId=…). */
export {};
