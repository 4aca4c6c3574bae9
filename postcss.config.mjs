// Every stylesheet (global, CSS modules, Astro components) can use the custom media queries of the design
// tokens: global-data lends their definitions to each file, custom-media turns them into plain media queries.
import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';

export default {
  plugins: [postcssGlobalData({ files: ['src/styles/tokens.css'] }), postcssCustomMedia()],
};
