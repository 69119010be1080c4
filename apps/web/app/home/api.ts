import type { CarouselImage } from '@landline/shared/schemas';
import { request } from '../lib/api';

// The home page's calls: its carousel's pictures (decision 251).

export const carouselImages = (signal?: AbortSignal) => request<CarouselImage[]>('v2/web/carousel_images/', { signal });
