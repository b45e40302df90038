package platform

// MaxCatalog bounds a fetched catalog: the largest is about 170 KB.
const MaxCatalog = 1 << 20
