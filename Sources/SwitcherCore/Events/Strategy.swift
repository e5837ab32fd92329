/// A strategy chosen for one scene, or for every scene and those to come: the lab's own event,
/// which tapes spell as `Set` lines.
extension SystemEvent.Name {
    public static let strategy = Self("strategy")
}

extension SystemEvent.Declaration {
    static let strategy = Self(
        .strategy, nil, verb: "strategy", "strategy", .strategy,
        make: { argument in
            guard case .strategy(let id) = argument else { return nil }
            return .setStrategy(StrategyConfiguration(id: id), scene: nil)
        },
        perform: { world, event in
            guard case .setStrategy(let configuration, let scene) = event else { return .done }
            if let scene {
                world.setStrategy(configuration, for: scene)
            } else {
                world.setStrategyForAll(configuration)
            }
            return .done
        })
}
