// TinyLinks' fuzz targets: `swift package fuzz --list` lists them,
// `swift package fuzz Codec` fuzzes the codec's law suite. The README's
// "Fuzzing" section shows this file whole.
import IrisCheckCore  // Gen, for a property
import IrisFuzz
import TinyLinks
import TinyLinksLaws  // where the LawSuite and generators live

FuzzMain.run([
  .suite("Codec", TinyLinksLaws.codec()),  // a LawSuite: the first choice picks a law
  .property("everyTagPrints", .linkPayload) { name in  // a property: a Gen, a Bool
    name.isEmpty || TinyLinkCodec().url(for: .tag(name)) != nil
  },
])
