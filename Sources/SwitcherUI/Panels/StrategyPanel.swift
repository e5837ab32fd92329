import SwitcherCore

/// The selected scene's strategy: id, article, trigger, fade, what it does.
struct StrategyPanel {
    let world: World
    let scene: SceneID?

    /// Whether some strategy for `device` blocks the user's own screenshots and some does not.
    static func strategiesDifferInCaptures(on device: DeviceKind, ios: IOSVersion) -> Bool {
        let blocking = Strategies.all.filter { $0.applies(to: device) }.map { $0.blocksScreenshots(on: ios) }
        return blocking.contains(true) && blocking.contains(false)
    }

    func draw(on canvas: inout Canvas, in rect: Rect, title: String = "Strategy") {
        canvas.box(rect, title: title)
        let inner = Rect(x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2, height: rect.height - 2)
        guard inner.height > 0, inner.width > 10, let scene else { return }
        let configuration = world.strategyConfiguration(of: scene)
        let info = Strategies.info(configuration.id)
        var y = inner.minY
        func line(_ label: String, _ value: String, _ colour: RGB = Theme.text, bold: Bool = false) {
            guard y < inner.maxY else { return }
            canvas.text(label, x: inner.minX + 1, y: y, width: 10, foreground: Theme.dimText)
            canvas.text(
                value, x: inner.minX + 11, y: y, width: inner.width - 12, foreground: colour,
                attributes: bold ? .bold : [])
            y += 1
        }
        line("scene", scene.description)
        line("strategy", configuration.id, Theme.highlight, bold: true)
        guard let info else {
            line("", "not in the strategy catalog", Theme.leak)
            return
        }
        line("title", info.title)
        line("article", info.source)
        if let host = Strategies.host(of: configuration), world.device.runsUIKit {
            let idle = Strategies.idleWarning(of: configuration, on: world.device, lifecycle: world.lifecycle)
            line("host", "\(host)  (H changes)", idle == nil ? Theme.text : Theme.leak, bold: idle != nil)
            // Code UIKit never calls protects nothing: said in red, with the reason.
            for text in Self.wrap(idle ?? "", width: inner.width - 12) {
                line("", text, Theme.leak, bold: true)
            }
        } else {
            line("host", "—")
        }
        let trigger = configuration.trigger ?? info.defaultTrigger
        line(
            "trigger", info.options.contains(.trigger) ? "\(trigger?.description ?? "—")  (t toggles)" : "—")
        line(
            "fade",
            info.options.contains(.fade) ? "\(StrategyInfo.seconds(configuration.fade))  (a changes)" : "—")
        // The article's code or its corrected form (`--form`, `Set Form` in tapes).
        if info.options.contains(.form) {
            line(
                "form",
                configuration.form == .corrected ? "corrected (--form)" : "the article's code (--form)")
        }
        if info.options.contains(.pin) { line("PIN", configuration.pin) }
        if info.options.contains(.presentation) {
            line(
                "presents",
                configuration.presentation == .automatic
                    ? "automatic: a page sheet  (P)" : "full screen  (P)")
        }
        let callbacks = info.callbacks(for: configuration)
        line("callbacks", callbacks.isEmpty ? "none" : callbacks.joined(separator: ", "))
        let cover = world.isCoverShown(on: scene)
        line("cover", cover ? "on screen" : "not shown", cover ? Theme.warning : Theme.dimText)
        // A cost beside the leaks: FLAG_SECURE kept on blocks the user's own captures too. On
        // a device where strategies differ in it (Android), it is always said.
        let blocks = info.blocksScreenshots(on: world.ios)
        if blocks || Self.strategiesDifferInCaptures(on: world.device, ios: world.ios) {
            line(
                "captures",
                blocks ? "blocked: the user's screenshots, recordings" : "screenshots allowed",
                blocks ? Theme.warning : Theme.dimText)
        }
        for text in Self.wrap(info.summary(for: configuration), width: inner.width - 2) where y < inner.maxY {
            canvas.text(text, x: inner.minX + 1, y: y, width: inner.width - 2, foreground: Theme.dimText)
            y += 1
        }
    }

    /// Greedy word wrap.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
