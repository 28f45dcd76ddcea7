/** Comments and the review of a wholesale order (docs/contract/orders.md "Comments and review"). */

/** An item of `data` of `Common/GetComments?orderId=` (newest first) and the `data` of `Common/AddComment`. */
export interface OrderComment {
  id: number;
  orderId: number;
  userId: number;
  /** The store name on the seller's own comments, else the buyer's display name. */
  authorName: string;
  isSeller: boolean;
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

/** `data` of `Order/GetReviewByOrderId?orderId=` (or null when there is none). */
export interface OrderReview {
  id: number;
  rating: number;
  text: string;
  buyerName: string | null;
  creationDate: string;
}
