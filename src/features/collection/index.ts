// The collection feature's face to other features: the favourite-shop control the goods detail shows
// beside its shop. The favourites page itself is reached by its route (/collection/collect).
export { ShopFavouriteButton } from './components/ShopFavouriteButton';
