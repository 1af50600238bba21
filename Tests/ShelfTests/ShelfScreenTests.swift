import Iris
import IrisCheck
import Shelf
import ShelfChecks
import Testing

struct ShelfScreenTests {
  @Test func theBookScreenClaimsTheBatonThatPushedItOnce() async throws {
    let (routed, claims) = try #require(
      await driveShelf { coordinator -> (Baton<ShelfIntent>, [Baton<ShelfIntent>?]) in
        let routed = coordinator.open(.book("a"))
        await coordinator.wait(1)
        let screen = ShelfScreen.route(.book("a"))
        let first = await screen.claimPayload(in: coordinator)
        let second = await screen.claimPayload(in: coordinator)
        await coordinator.wait(1_000)
        let afterLoading = await screen.claimPayload(in: coordinator)
        return (routed, [first, second, afterLoading])
      })
    #expect(claims == [routed, nil, nil])
    #expect(claims.first??.intent == .book("a"))
  }

  @Test func theShareSheetClaimsItsBaton() async throws {
    let (routed, claimed) = try #require(
      await driveShelf { coordinator -> (Baton<ShelfIntent>, Baton<ShelfIntent>?) in
        let routed = coordinator.tap(.share("b"))
        await coordinator.wait(1)
        return (routed, await ShelfScreen.sheet(.share("b")).claimPayload(in: coordinator))
      })
    #expect(claimed == routed)
    #expect(claimed?.intent == .share("b"))
  }

  @Test func aScreenNoFlowShowedGetsNothing() async throws {
    let claimed = try #require(
      await driveShelf { coordinator -> Baton<ShelfIntent>? in
        coordinator.open(.book("a"))
        await coordinator.wait(1)
        return await ShelfScreen.route(.book("b")).claimPayload(in: coordinator)
      })
    #expect(claimed == nil)
  }

  @Test func aPoppedScreensBatonIsGone() async throws {
    let claimed = try #require(
      await driveShelf { coordinator -> Baton<ShelfIntent>? in
        coordinator.open(.book("a"))
        await coordinator.wait(1_000)
        coordinator.open(.library)
        await coordinator.wait(1)
        return await ShelfScreen.route(.book("a")).claimPayload(in: coordinator)
      })
    #expect(claimed == nil)
  }

  @Test func aScreenOnTheOtherTabKeepsNoBatonOnceItsTabIsHidden() async throws {
    // NB: a tab switch writes the path, and the base class prunes the
    // entries of routes no longer on screen, parked tabs included.
    let claimed = try #require(
      await driveShelf { coordinator -> Baton<ShelfIntent>? in
        coordinator.open(.book("a"))
        await coordinator.wait(1_000)
        coordinator.open(.author("tolstoy"))
        await coordinator.wait(1)
        coordinator.selectTab(.library)
        return await ShelfScreen.route(.book("a")).claimPayload(in: coordinator)
      })
    #expect(claimed == nil)
  }
}
