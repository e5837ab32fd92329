import SwitcherCore

/// The fixed parts of the page `HTMLWriter` writes: its head and style, and the player.
enum HTMLPage {
    /// A JSON string that is safe inside a `<script>`: `<` escaped, so no `</script>` ends it.
    static func json(_ text: String) -> String {
        Asciicast.jsonString(text).replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// Text safe in HTML.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func head(title: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(TerminalSafeText.sanitized(title)))</title>
        <style>
        html,body{margin:0;height:100%;background:#121216;color:#e5e5ea;overflow:hidden}
        main{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;cursor:pointer}
        pre{margin:0;line-height:1.2;font-family:ui-monospace,"SF Mono",Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono","Noto Sans Mono",monospace}
        pre div{height:1.2em;white-space:pre}
        pre span{display:inline-block;height:1.2em;vertical-align:top}
        .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
        #hint{font:13px system-ui,sans-serif;color:#8e8e96;margin-top:6px;height:18px}
        </style></head>
        <body><main id="stage" aria-label="recording">
        <pre id="screen" aria-hidden="true"></pre>
        <p id="caption" class="sr" role="status" aria-live="polite"></p>
        <div id="hint" aria-hidden="true"></div>
        </main>
        <script>
        const FRAMES=[

        """
    }

    static func tail(
        size: Size, end: String, styles: [String], cues: [String], captions: [(String, String)]
    ) -> String {
        let styleList = styles.map { json($0) }.joined(separator: ",")
        let captionList = captions.map { "[\($0.0),\(json($0.1))]" }.joined(separator: ",")
        return """

            ];
            const W=\(size.width),H=\(size.height),END=\(end);
            const STYLES=[\(styleList)];
            const CUES=[\(cues.joined(separator: ","))];
            const CAPTIONS=[\(captionList)];
            \(player)
            </script></body></html>

            """
    }

    /// The player: a grid of cells the frames' runs are written into, each changed row drawn
    /// again as spans of one style; a clock that applies the frames at their times and stops
    /// at each cue; the keys, the click and the window's size. `window.switcherlab` says where
    /// it is (for tests and for a slide deck's script).
    static let player = """
        const screen=document.getElementById("screen"),caption=document.getElementById("caption"),hint=document.getElementById("hint");
        const css=STYLES.map(s=>{const[f,b,a]=s.split(" ");const n=+a;let fg="#"+f,bg="#"+b;if(n&8){[fg,bg]=[bg,fg]}
        return"color:"+fg+";background:"+bg+(n&1?";font-weight:bold":"")+(n&2?";opacity:.6":"")+(n&4?";text-decoration:underline":"")+(n&16?";font-style:italic":"")});
        let chars=[],marks=[],rows=[],dirty=new Set(),next=0,time=0,stop=0,state="playing",last=null,loop=0;
        for(let y=0;y<H;y++){rows.push(screen.appendChild(document.createElement("div")))}
        function reset(){chars=[];marks=[];for(let y=0;y<H;y++){chars.push(Array(W).fill(" "));marks.push(Array(W).fill(0));dirty.add(y)}next=0;time=0}
        function apply(f){for(const[y,x,t,s]of f[1]){const a=Array.from(t);for(let i=0;i<a.length&&x+i<W;i++){chars[y][x+i]=a[i];marks[y][x+i]=s}dirty.add(y)}}
        function draw(){for(const y of dirty){const r=rows[y];r.textContent="";let x=0;while(x<W){const s=marks[y][x];let t="";while(x<W&&marks[y][x]===s){t+=chars[y][x];x++}
        const e=r.appendChild(document.createElement("span"));e.style.cssText=css[s]||"";e.textContent=t}}dirty.clear();
        let c="";for(const[t,text]of CAPTIONS){if(t<=time)c=text}if(caption.textContent!==c)caption.textContent=c;
        hint.textContent=state==="cue"?"cue "+stop+" of "+CUES.length+" \\u00b7 \\u2192 Space PageDown or a click go on \\u00b7 \\u2190 PageUp back":state==="ended"?"the end \\u00b7 \\u2190 back":"";
        window.switcherlab={state,cue:stop,cues:CUES.length,time,caption:c}}
        function runTo(t){while(next<FRAMES.length&&FRAMES[next][0]<=t){apply(FRAMES[next]);next++}time=t}
        function tick(now,me){if(state!=="playing"||me!==loop)return;const dt=last===null?0:(now-last)/1000;last=now;let t=time+dt;
        if(stop<CUES.length&&t>=CUES[stop]){runTo(CUES[stop]);stop++;state="cue";last=null;draw();return}
        if(t>=END){runTo(END);state="ended";draw();return}runTo(t);draw();requestAnimationFrame(n=>tick(n,me))}
        function play(){state="playing";last=null;const me=++loop;draw();requestAnimationFrame(n=>tick(n,me))}
        function forward(){if(state==="cue")play()}
        function back(){const target=state==="cue"?stop-1:stop;reset();stop=0;if(target<=0){play();return}
        runTo(CUES[target-1]);stop=target;state="cue";draw()}
        function fit(){screen.style.fontSize="10px";const w=screen.scrollWidth/10,h=H*1.2;
        const size=Math.max(4,Math.min((innerWidth-16)/w,(innerHeight-40)/h));screen.style.fontSize=size+"px"}
        addEventListener("keydown",e=>{if(["ArrowRight"," ","PageDown","Enter"].includes(e.key)){forward();e.preventDefault()}
        else if(["ArrowLeft","PageUp","Backspace"].includes(e.key)){back();e.preventDefault()}});
        document.getElementById("stage").addEventListener("click",forward);
        addEventListener("resize",fit);reset();draw();fit();play();
        """
}
