import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import styled from 'styled-components';
import { ErrorPanel } from '../components/error-panel';
import { Spinner } from '../components/spinner';
import { forgetFailedRemote, loadParcel } from './load-parcel';
import { parcelLoaderOverride, parcelPlaceholdersShown } from './parcel-environment';

export interface RemoteParcelProps<P extends object> {
  /** The owning remote's name as in remotes.json, e.g. 'mf-calendar'. */
  remote: string;
  /** The parcel's name, e.g. 'appointment-form' (the remote exposes `./parcels/appointment-form`). */
  parcel: string;
  /** The parcel's props: ids and plain values (the contract in the owner's README). Changes are passed on. */
  props?: P;
}

type MountedParcel = ReturnType<typeof mountRootParcel>;
type Status = 'loading' | 'mounted' | 'failed';

const Frame = styled.div`
  min-width: 0;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.primary};
`;

const Placeholder = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.status.neutral.background};
  color: ${({ theme }) => theme.colors.status.neutral.text};
  text-align: center;
`;

function shallowEqual(a: object, b: object): boolean {
  const left = Object.entries(a);
  return (
    left.length === Object.keys(b).length &&
    left.every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]))
  );
}

/** Unmounts a parcel in whatever state it is; a parcel that never mounted has nothing to undo. */
async function unmountParcel(parcel: MountedParcel): Promise<void> {
  try {
    await parcel.mountPromise;
  } catch {
    return;
  }
  if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
}

/**
 * Another remote's piece of UI in this page: loads `<remote>/parcels/<parcel>` through the federation runtime
 * and mounts it as a single-spa parcel, passing `props` (and their later changes through parcel.update).
 * While it loads a spinner shows; if it cannot be loaded (the remote is down, the parcel throws on mount) an
 * inline error with Retry takes its place and the rest of the page keeps working. Unmounting this component
 * unmounts the parcel. In a remote's QA mode a labelled placeholder stands in for it.
 */
export function RemoteParcel<P extends object = Record<string, unknown>>({
  remote,
  parcel,
  props,
}: RemoteParcelProps<P>) {
  if (parcelPlaceholdersShown()) {
    return (
      <Placeholder data-testid="parcel-placeholder">
        Parcel {remote}/{parcel}
      </Placeholder>
    );
  }
  // Another parcel is another mount: fresh state, nothing carried over.
  return (
    <LoadedParcel key={`${remote}/${parcel}`} remote={remote} parcel={parcel} props={props ?? ({} as P)} />
  );
}

function LoadedParcel<P extends object>({ remote, parcel, props }: Required<RemoteParcelProps<P>>) {
  const { t } = useTranslation('common');
  const containerRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<MountedParcel | null>(null);
  // The props the parcel has now; a render with equal props (a new object literal each time) sends nothing.
  const sentProps = useRef<P>(props);
  const latestProps = useRef<P>(props);
  useLayoutEffect(() => {
    latestProps.current = props;
  });
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  const sendLatestProps = useCallback(() => {
    const mounted = parcelRef.current;
    if (!mounted?.update || mounted.getStatus() !== 'MOUNTED') return;
    if (shallowEqual(sentProps.current, latestProps.current)) return;
    sentProps.current = latestProps.current;
    mounted.update(latestProps.current).catch((error: unknown) => {
      console.warn(`[shared-ui] ${remote}/${parcel} could not be updated`, error);
    });
  }, [remote, parcel]);

  useEffect(() => {
    let cancelled = false;
    let mounted: MountedParcel | null = null;
    (async () => {
      try {
        const override = parcelLoaderOverride();
        const lifecycles = override
          ? ((await override(remote, parcel)) as LifeCycles<P>)
          : await loadParcel<P>(remote, parcel);
        const domElement = containerRef.current;
        if (cancelled || !domElement) return;
        sentProps.current = latestProps.current;
        // A fresh config object per mount: single-spa keeps state on the config it is given.
        mounted = mountRootParcel<P>(
          { ...(lifecycles as LifeCycles<P>) },
          {
            ...latestProps.current,
            domElement,
          },
        );
        parcelRef.current = mounted;
        await mounted.mountPromise;
        if (cancelled) return;
        setStatus('mounted');
      } catch (error) {
        if (cancelled) return;
        console.warn(`[shared-ui] ${remote}/${parcel} could not be loaded`, error);
        if (!parcelLoaderOverride()) forgetFailedRemote(remote);
        setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
      parcelRef.current = null;
      if (mounted) {
        void unmountParcel(mounted).catch((error: unknown) => {
          console.warn(`[shared-ui] ${remote}/${parcel} could not be unmounted`, error);
        });
      }
    };
  }, [remote, parcel, attempt]);

  // Props that changed while the parcel was mounting are sent as soon as it is mounted.
  useEffect(() => {
    if (status === 'mounted') sendLatestProps();
  }, [status, props, sendLatestProps]);

  return (
    <Frame data-parcel-host={`${remote}/${parcel}`}>
      {status === 'loading' && (
        <Loading>
          <Spinner label={t('parcel.loading')} />
        </Loading>
      )}
      {status === 'failed' && (
        <ErrorPanel
          title={t('parcel.unavailableTitle')}
          description={t('parcel.unavailableDescription')}
          onRetry={() => {
            setStatus('loading');
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {/* The parcel's own React root lives here; this root never renders children into it. */}
      <div ref={containerRef} hidden={status === 'failed'} />
    </Frame>
  );
}
