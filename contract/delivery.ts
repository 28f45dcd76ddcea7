import type { Pagination, PagedReply } from './envelope.js';

/** Delivery templates, locations and courier services (docs/contract/delivery.md). */

/** A country (`Common/GetCountries`, an addition). */
export interface Country {
  id: number;
  name: string;
}

/** A region (`Common/GetRegionByCountryIdAsync?id=`). */
export interface Region {
  id: number;
  name: string;
  countryId: number;
}

/** A city (spec section 3: id, name, cdekId; `Common/GetCitiesByRegionIds`, `GetCitiesByRegionIdAsync?id=`). */
export interface City {
  id: number;
  name: string;
  /** The CDEK city code, or null where it is not known. */
  cdekId: number | null;
  regionId: number;
}

/** A delivery direction of a template (spec section 3). */
export interface TemplateDirection {
  /** Stored direction id on edit; 0 or absent for a new one. */
  id?: number | null;
  deliveryDayFrom: number;
  deliveryDayTo: number;
  countryId: number;
  /** 1 auto transport, 2 CDEK, 3 post / courier. */
  deliveryMethodId: number;
  templateId?: number | null;
  /** Limits of one shipment: kg and cm; null = no limit. */
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  /** Every region of the country (then directionRegions is empty and every city counts). */
  isAllRegions: boolean;
  /** On edit: true removes this stored direction. */
  isDeleted: boolean;
  directionRegions: { regionId: number }[];
  /** Every city of the chosen regions (then cityIdsForDirection is empty). */
  isAllCities: boolean;
  cityIdsForDirection: { cityId: number }[];
}

/** Body of `Product/AddTemplate` and `Product/EditTemplate` (with id). Reply `data: true`. */
export interface TemplateBody {
  id?: number;
  name: string;
  storeId: number;
  productIds: number[];
  directions: TemplateDirection[];
}

/** `data` of `Product/GetTemplateById?templateId=`. */
export interface DeliveryTemplate extends TemplateBody {
  id: number;
  isActive: boolean;
  directions: (TemplateDirection & { id: number; templateId: number })[];
}

/** Body of `Product/GetAllTemplates`. */
export interface TemplateListBody {
  storeId: number;
  /** Case-insensitive substring of the name; null or '' = all. */
  templateName: string | null;
  pagination: Pagination;
}

/** One row of the template list. */
export interface TemplateListItem {
  id: number;
  name: string;
  isActive: boolean;
  /** Ours, as the two below (the spec's template names `productIds` and `directions`). */
  products?: { id: number; productName: string }[];
  directionsCount?: number;
  /** Short Russian summary of the directions: 'Россия: все регионы, 2–5 дн.; Казахстан: 3 города'. */
  directionsSummary?: string;
  /** Shortest and longest delivery days over the directions (null without directions). */
  deliveryDayFrom: number | null;
  deliveryDayTo: number | null;
}

export type TemplateListReply = PagedReply<TemplateListItem>;

/** Body of `Product/ChangeTemplateStatus`. */
export interface ChangeTemplateStatusBody {
  templateId: number;
  isActive: boolean;
}

/** A delivery method with what it needs from the seller (`Common/GetCourierServices`, an addition). */
export interface CourierService {
  /** The delivery method id (1, 2, 3). */
  deliveryMethodId: number;
  name: string;
  description?: string;
  /** What the seller gives when the goods leave ('Марка и номер машины', 'ФИО и телефон водителя', ...). */
  requirements?: string[];
  /** Whether the method may be chosen in a delivery template direction. */
  forTemplates?: boolean;
  /** Where the seller tracks or books it (an http(s) URL), or null. */
  website?: string | null;
}
