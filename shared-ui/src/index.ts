export { theme, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export {
  i18n,
  registerTranslations,
  currentLanguage,
  dateLocaleFor,
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from './i18n/i18n';
export { useDateLocale } from './i18n/use-date-locale';
export { sessionStore, useSession, type Session, type UserRole } from './session/session-store';
export { queryClient } from './providers/query-client';
export { AppProviders } from './providers/app-providers';
export {
  createRemoteLifecycles,
  type RemoteDefinition,
  type RemoteCustomProps,
} from './single-spa/create-remote-lifecycles';
export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { Spinner, PageSpinner } from './components/spinner';
export { VisuallyHidden } from './components/visually-hidden';
export { TextField, type TextFieldProps } from './components/text-field';
export { Modal, Drawer, type ModalProps, type DrawerProps } from './components/modal';
export { SEND_MODAL_WIDTH, type ModalWidthSteps } from './components/modal-width';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export { Switch, type SwitchProps } from './components/switch';
export { Dropdown, type DropdownItem, type DropdownProps } from './components/dropdown';
export { Tooltip } from './components/tooltip';
export { Toaster, toast, type ToastKind } from './components/toast';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { CardGrid, Card } from './components/card-grid';
export { PageLayout, type PageLayoutProps } from './components/page-layout';
export { validateText } from './validation/text';
export { privateMode, usePrivateMode, PersonalData, PRIVATE_MODE_BLUR_PX } from './private-mode/private-mode';
export { Popover, type PopoverProps } from './components/popover';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group';
export { Combobox, type ComboboxProps, type ComboboxGroup } from './components/combobox';
export { useEscapeGoesBack } from './hooks/use-escape-goes-back';
export { useMediaQuery } from './hooks/use-media-query';
// The clinic's clock: one copy for the page (and the date-fns `format` it carries), not one per remote.
export * from './time/clinic-time';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './hooks/use-debounced-value';
export { Select, type SelectProps, type SelectOption } from './components/select';
export { lazyComponent, type LazyComponent } from './lazy/lazy-component';
export { preloadOverlays, requestOverlays } from './components/overlay-loader';
export {
  afterFirstScreen,
  whenFirstScreenDone,
  settleFirstScreen,
  FIRST_SCREEN_MAX_WAIT_MS,
} from './lazy/first-screen';
export {
  pageRoutes,
  type RouteLine,
  type RouteFile,
  type PageEntry,
  type PageRoutes,
  type PageRoutesOptions,
  type PageComponent,
} from './lazy/page-routes';
export { RemoteParcel, type RemoteParcelProps } from './parcels/remote-parcel';
export {
  createParcelLifecycles,
  type ParcelDefinition,
  type ParcelLifecycles,
} from './parcels/create-parcel-lifecycles';
export {
  useRealtimeInvalidate,
  type UseRealtimeInvalidateOptions,
  type RealtimeStatus,
} from './realtime/use-realtime-invalidate';
export { setRealtimeSource, type RealtimeSource } from './realtime/realtime-source';
export { liveTopics, type LiveChange } from './realtime/live-topics';
export {
  RichTextEditor,
  TEMPLATE_VARIABLES,
  matchVariables,
  isRichTextEmpty,
  richTextToPlainText,
  type RichTextEditorProps,
  type TemplateVariable,
} from './rich-text-editor';
export {
  formatMoney,
  useFormatMoney,
  parseAmount,
  validateAmount,
  roundAmount,
  amountInputValue,
  MAX_AMOUNT,
  type AmountError,
} from './format/money';
export { useAvatarSrc, avatarObjectPath, signAvatar, AVATAR_URL_SECONDS } from './avatar/avatar-url';
export { PersonAvatar, initials, type AvatarPerson } from './avatar/person-avatar';
export { PlainList, List, ListItem } from './components/list';
export { Table, type TableProps } from './components/table';
export { StatusChip, type StatusChipProps, type StatusTone } from './components/status-chip';
export { Link, type LinkProps } from './components/link';
export { GuardedButton } from './components/guarded-button';
export { FilePickerButton, type FilePickerButtonProps } from './components/file-picker-button';
export { DateField, type DateFieldProps } from './components/date-field';
export { errorMessage, useErrorMessage, type ErrorMessageOptions } from './i18n/error-message';
export { LIVE_SESSION_TYPES, isLiveSessionType, type LiveSessionType } from './domain/vocabulary';
export { SegmentedNav, type SegmentedNavItem, type SegmentedNavProps } from './components/segmented-nav';
export { useSingleFlightMutation } from './hooks/use-single-flight-mutation';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export {
  fetchCurrencies,
  fetchBookableAppointmentTypes,
  type Currency,
  type BookableAppointmentType,
  type BookableScript,
} from './domain/catalogue.resource';
export { fetchFreeTimeslots, type FreeTimeslotQuery } from './domain/timeslots.resource';
