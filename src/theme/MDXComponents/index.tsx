// Adds the site's own content components to every MDX page, so authors can write
// <ProviderName /> and <SupportContact /> without imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ProviderName from '@site/src/components/ProviderName';
import SupportContact from '@site/src/components/SupportContact';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ProviderName,
  SupportContact,
};
