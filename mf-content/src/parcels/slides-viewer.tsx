import { createParcelLifecycles } from 'shared-ui';
import { SlidesViewer, type SlidesViewerProps } from '../google-slides/slides-viewer';
import en from '../i18n/en.json';
import no from '../i18n/no.json';

/**
 * Parcel `mf-content/slides-viewer`: one presentation's pages with previous/next and a notes toggle, for the
 * live session's PRESENTATION step.
 *   <RemoteParcel remote="mf-content" parcel="slides-viewer" props={{ presentationId, page, onPageChange }} />
 * presentationId: a `presentations` row of the clinic. page (optional, from 1): the shown page; without it the
 * viewer keeps its own. onPageChange (optional): called with the new page on previous/next.
 */
export type SlidesViewerParcelProps = SlidesViewerProps;

export const { bootstrap, mount, unmount, update } = createParcelLifecycles<SlidesViewerParcelProps>(
  SlidesViewer,
  {
    namespace: 'mf-content',
    translations: { en, no },
  },
);
