// TinyLinks' fuzz targets: `swift package fuzz --list` lists them,
// `swift package fuzz Codec` fuzzes the codec's law suite.
import IrisCheckCore
import IrisFuzz
import TinyLinks
import TinyLinksLaws

FuzzMain.run([
  .suite("Codec", TinyLinksLaws.codec()),
  .property("everyTagPrints", .linkPayload) { name in
    name.isEmpty || TinyLinkCodec().url(for: .tag(name)) != nil
  },
])
