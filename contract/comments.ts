/** Comments and the review of a wholesale order (docs/contract/orders.md "Comments and review"). */

/**
 * An item of `data` of `Common/GetComments?orderId=` (newest first) and the `data` of
 * `Common/AddComment`. The specification shows no comment reply: `authorName` and `isSeller` are
 * ours (a server of the specification's family may name the author `userName`, or nest it).
 */
export interface OrderComment {
  id: number;
  orderId: number;
  userId: number;
  /** The store name on the seller's own comments, else the buyer's display name. */
  authorName?: string;
  isSeller?: boolean;
  /** Stored and answered exactly as sent: render it as text only. */
  comment: string;
  creationDate: string;
}

/** Body of `Common/AddComment`: 1..1000 characters, not blank. */
export interface AddCommentBody {
  /** A number (the server also accepts digits). */
  orderId: number | string;
  comment: string;
}

/** `data` of `Order/GetReviewByOrderId?orderId=` (or null when there is none): the specification shows no reply. */
export interface OrderReview {
  id: number;
  rating?: number;
  text?: string;
  buyerName: string | null;
  creationDate: string;
}
