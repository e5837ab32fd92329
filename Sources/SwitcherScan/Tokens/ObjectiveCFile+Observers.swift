import Foundation

/// The observers of the lifecycle notifications a file registers, and the method around an index.
extension ObjectiveCFile {
    // MARK: Observers

    /// `addObserver:… selector:@selector(x) name:N` and `addObserverForName:N … usingBlock:^{…}`.
    func observers(readings: [LocalReading]) -> [SourceFact] {
        var facts: [SourceFact] = []
        var blockReadings = readings
        let exportsModule = exportsScriptModule
        for index in stream.tokens.indices
        where stream[index].text == "addObserver" || stream[index].text == "addObserverForName" {
            guard stream.text(index + 1) == ":" else { continue }
            let (name, _, selector, block) = registration(at: index)
            guard let name, let (host, moment) = ObjectiveCReader.notifications[name] else { continue }
            let enclosing = enclosingMethod(index)
            let owner = enclosing?.owner ?? ""
            let location = SourceLocation(file: path, line: stream[index].line)
            var handler = Handler(
                host: host, moment: moment, callback: name, owner: owner, location: location)
            // An event emitter's startObserving runs when the script adds its first listener.
            handler.onScriptListener = enclosing?.name == "startObserving" && exportsModule
            if let selector {
                if let method = bySelector[selector] {
                    facts += handlerFacts(
                        root: method, readings: readings, handler: handler, language: .objectiveC, file: path,
                        stream: stream)
                } else {
                    facts.append(
                        SourceFact(
                            location: location, language: .objectiveC, handler: terminalSafe(handler),
                            action: .unrecognised(
                                ScanText.snippet(
                                    "@selector(\(selector)) is not a method of this file", limit: 160)),
                            text: stream.line(location.line)))
                }
            } else if let block {
                // The block read as a method of its own, appended for this handler only.
                let method = TokenMethod(
                    owner: owner, name: name, line: stream[index].line, open: block,
                    close: stream.close(block))
                blockReadings.append(localReading(of: method))
                facts += handlerFacts(
                    root: blockReadings.count - 1, readings: blockReadings, handler: handler,
                    language: .objectiveC,
                    file: path, stream: stream)
            }
        }
        return facts
    }

    /// The registration whose `addObserver` is at `index`: the lifecycle notification it
    /// names, the name after `name:` as written, the `@selector`'s, the block's `{`.
    func registration(at index: Int) -> (lifecycle: String?, named: String?, selector: String?, block: Int?) {
        let end = min(stream.count - 1, index + 200)
        var name: String?
        var named: String?
        var selector: String?
        var block: Int?
        var at = index + 2
        while at <= end {
            let text = stream.text(at)
            if text == "]" || text == ";" { break }
            if ObjectiveCReader.notifications[text] != nil { name = text }
            if text == "name", stream.text(at + 1) == ":" { named = stream.text(at + 2) }
            if text == "@selector" && stream.text(at + 1) == "(" {
                let close = stream.close(at + 1)
                selector = (at + 2..<min(close, at + 66)).map { stream.text($0) }.joined()
                at = close + 1
                continue
            }
            if text == "^" {
                var open = at + 1
                if stream.text(open) == "(" { open = stream.close(open) + 1 }
                if stream.text(open) == "{" { block = open }
            }
            if ["(", "[", "{"].contains(text) && stream[at].kind == .punctuation {
                at = stream.close(at)
            }
            at += 1
        }
        return (name, named, selector, block)
    }

    /// The method whose body holds `index`: methods are in file order and never overlap.
    func enclosingMethod(_ index: Int) -> TokenMethod? {
        var low = 0
        var high = methods.count
        while low < high {
            let middle = (low + high) / 2
            if methods[middle].open < index { low = middle + 1 } else { high = middle }
        }
        guard low > 0, methods[low - 1].close > index else { return nil }
        return methods[low - 1]
    }
}
