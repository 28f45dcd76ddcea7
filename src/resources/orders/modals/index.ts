export { CancelationModal } from './CancelationModal';
export { ProlongationModal } from './ProlongationModal';
export { PayRenewalModal, ShipmentDeadlineModal, ShippedModal, DeliveredModal } from './ConfirmModals';
export { OnWayModal } from './OnWayModal';
export { CargoModal } from './CargoModal';
export { ChangingStatusModal } from './ChangingStatusModal';
export { ShippedRetailModal } from './ShippedRetailModal';
export { RetailCancelModal } from './RetailCancelModal';
export { WarningModal, PaymentWarningModal, DisputeChangingModal } from './WarningModals';
