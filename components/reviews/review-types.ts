/** A review as the review list shows it; city pages also name the product reviewed. */
export interface ReviewView {
  id: number;
  author: string;
  countryCode: string;
  lang: string;
  rating: number;
  date: string;
  title: string;
  body: string;
  verified: boolean;
  productName?: string;
}

export interface ReviewSummary {
  total: number;
  averageRating: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}
