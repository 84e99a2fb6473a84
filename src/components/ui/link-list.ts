/**
 * A row of links (a form's way on, a page's views, the top bar's navigation): no bullets, no
 * indent, wrapping on a narrow screen, every link at least a tap target tall (WCAG 2.5.5).
 * The gap between links is `sm`; a place that wants more room or margins extends it:
 * `styled(LinkList)` with its own `gap` or `margin`.
 */
import styled from 'styled-components';
import { theme } from '../../styles/theme';

export const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.tapTarget};
  }
`;
