import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../lib/uploads.js';
import { authRoutes } from './auth.js';
import { bannerRoutes, bannerUploadRoutes } from './banners.js';
import { buyerRoutes } from './buyers.js';
import { chatRoutes, chatUploadRoutes } from './chat.js';
import { commentRoutes } from './comments.js';
import { couponRoutes } from './coupons.js';
import { dashboardRoutes } from './dashboard.js';
import { disputeRoutes, disputeUploadRoutes } from './disputes.js';
import { analyticsRoutes } from './analytics.js';
import { financeRoutes } from './finances.js';
import { labelRoutes } from './labels.js';
import { closingDocumentRoutes } from './closingDocuments.js';
import { learningRoutes } from './learning.js';
import { locationRoutes } from './locations.js';
import { notificationRoutes } from './notifications.js';
import { onlineRoutes } from './online.js';
import { orderRequestRoutes, orderRequestUploadRoutes } from './orderRequests.js';
import { orderRoutes, orderUploadRoutes } from './orders.js';
import { orderTimelineRoutes } from './orderTimeline.js';
import { payoutRoutes } from './payouts.js';
import { productImportRoutes } from './productImports.js';
import { productImportUploadRoutes } from './productImportUpload.js';
import { productRoutes, productUploadRoutes } from './products.js';
import { promotionRoutes } from './promotions.js';
import { propertyRoutes } from './properties.js';
import { retailOrderRoutes, retailUploadRoutes } from './retailOrders.js';
import { reviewRoutes } from './reviews.js';
import { searchRoutes } from './search.js';
import { settingsRoutes } from './settings.js';
import { settingsUploadRoutes } from './settingsUploads.js';
import { templateRoutes } from './templates.js';
import { tenderRoutes, tenderUploadRoutes } from './tenders.js';
import { userRoutes } from './user.js';
import { widgetRoutes } from './widget.js';
import { workQueueRoutes } from './workQueue.js';

export const API_PREFIX = '/seller/api';

/**
 * The calls that take multipart/form-data. @fastify/multipart is registered once, inside this
 * scope only, so every other route keeps answering a multipart body with the usual `-1`.
 */
async function multipartRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { ...UPLOAD_LIMITS } });
  await app.register(orderUploadRoutes);
  await app.register(retailUploadRoutes);
  await app.register(productUploadRoutes);
  await app.register(orderRequestUploadRoutes);
  await app.register(tenderUploadRoutes);
  await app.register(disputeUploadRoutes);
  await app.register(settingsUploadRoutes);
  await app.register(chatUploadRoutes);
  await app.register(bannerUploadRoutes);
  await app.register(productImportUploadRoutes);
}

/** Every API area, registered under `/seller/api`. Later capabilities add their area here. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(dashboardRoutes);
  await app.register(orderRoutes);
  await app.register(retailOrderRoutes);
  await app.register(orderTimelineRoutes);
  await app.register(commentRoutes);
  await app.register(financeRoutes);
  await app.register(payoutRoutes);
  await app.register(searchRoutes);
  await app.register(workQueueRoutes);
  await app.register(learningRoutes);
  await app.register(buyerRoutes);
  await app.register(reviewRoutes);
  await app.register(productRoutes);
  await app.register(productImportRoutes);
  await app.register(propertyRoutes);
  await app.register(templateRoutes);
  await app.register(locationRoutes);
  await app.register(orderRequestRoutes);
  await app.register(tenderRoutes);
  await app.register(disputeRoutes);
  await app.register(onlineRoutes);
  await app.register(notificationRoutes);
  await app.register(chatRoutes);
  await app.register(settingsRoutes);
  await app.register(widgetRoutes);
  await app.register(bannerRoutes);
  await app.register(promotionRoutes);
  await app.register(analyticsRoutes);
  await app.register(couponRoutes);
  await app.register(labelRoutes);
  await app.register(closingDocumentRoutes);
  await app.register(multipartRoutes);
}
