import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'> & {
  /** The page's main picture: asked for in the head, ahead of everything else. */
  preload?: boolean;
};

/**
 * next/image's markup — the same srcset, sizes and lazy loading — rendered on the server: pages
 * showing pictures load no image component (issue 18). A client component (the product gallery)
 * gets its pictures rendered by its server parent.
 */
export function Picture({ preload = false, ...image }: Props) {
  const { props } = getImageProps({ ...image, ...(preload ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  if (preload) {
    preloadResource(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included.
  return <img {...props} />;
}
