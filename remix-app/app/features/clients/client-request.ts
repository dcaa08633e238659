/** A public "contact this provider" request, as the dashboard's Client Enrollment lists it. */
export type ClientRequest = {
  id: string;
  name: string;
  email: string;
  /** What the person wrote. */
  message: string;
  requestDate: string | null;
  /** accept_state 'true': Approve was pressed and the link sent. */
  isAccepted: boolean;
};
