// Adds the site's own content components to every MDX page, so authors can write
// <ProviderName /> and <SupportContact /> without imports, and renders Markdown tables as tables
// that scroll sideways on their own and can then be scrolled from the keyboard.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ProviderName from '@site/src/components/ProviderName';
import SupportContact from '@site/src/components/SupportContact';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  Tabs,
  TabItem,
  ProviderName,
  SupportContact,
};
