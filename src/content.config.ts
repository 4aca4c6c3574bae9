import { defineCollection } from 'astro:content';
import { blogLoader } from './features/blog/loader.ts';

export const collections = {
  blog: defineCollection({ loader: blogLoader() }),
};
