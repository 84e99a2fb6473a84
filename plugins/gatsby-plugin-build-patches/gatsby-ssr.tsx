/**
 * Server half of the patches. Plugin hooks run before the site's own gatsby-ssr, so this
 * onPreRenderHTML sees every head component (the site's included) and the site's one then
 * puts its base CSS first. The root style sheet is applied by the site's hooks themselves:
 * root-style-sheet.tsx says why.
 */
import type { GatsbySSR } from 'gatsby';
import { withoutStyledVersion } from './adopt-server-styles';
import { withoutGtag } from './without-gtag';

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  // styled-components' tags go out without their version attribute: adopt-server-styles.ts.
  replaceHeadComponents(withoutGtag(getHeadComponents()).map(withoutStyledVersion));
  replacePostBodyComponents(withoutGtag(getPostBodyComponents()));
};
