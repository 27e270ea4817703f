'use client';

import { lazy, Suspense } from 'react';
import { useUi } from '@/stores/ui-store';

const GenericModal = lazy(() => import('./generic-modal').then((module) => ({ default: module.GenericModal })));

/** The generic modal where the layout places it: its code loads when something first opens it (issue 18). */
export function GenericModalOnDemand() {
  const open = useUi((s) => s.modal !== null);
  return open ? (
    <Suspense fallback={null}>
      <GenericModal />
    </Suspense>
  ) : null;
}
