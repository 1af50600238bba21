// TinyLinks' fuzz targets: `swift package fuzz --list` lists them,
// `swift package fuzz Codec` fuzzes the codec's law suite.
import IrisFuzz
import TinyLinksLaws

FuzzMain.run([
  .suite("Codec", TinyLinksLaws.codec())
])
