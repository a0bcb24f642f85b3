/** A district with the canton and province it is in: codes and names (Costa Rica's INEC codes). */
export interface Place {
  provinceCode: number;
  provinceName: string;
  cantonCode: string;
  cantonName: string;
  districtCode: string;
  districtName: string;
}

/** Where an employee lives: the place, the address line and when it was last said. */
export interface Home extends Place {
  address: string;
  updatedAt: string;
}
