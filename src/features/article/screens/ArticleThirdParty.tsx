import { ArticlePage } from '../components/ArticlePage';

/** /article/thirdDetail: the list of third parties the platform shares data with (article type thirdDetail). */
export default function ArticleThirdParty() {
  return <ArticlePage path="/article/thirdDetail" />;
}
