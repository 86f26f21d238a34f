/**
 * The generated query-option factories (`goodsDetailQuery`, `orderListPages`…), one module an area: a
 * route's chunk takes only the areas it reads. Not imported by the shell, so the first load carries only
 * the factories of the home page.
 */
export * from '@gen/queries.factories.gen';
