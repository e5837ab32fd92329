# The Homebrew formula, in a tap's layout (Formula/switcherlab.rb). scripts/release writes its
# url and sha256 for the version in Sources/SwitcherCore/Version.swift; do not edit them by hand.
class Switcherlab < Formula
  desc "Emulate the iOS App Switcher and audit apps' snapshot privacy code"
  homepage "https://github.com/switcherlab/switcherlab"
  url "https://github.com/switcherlab/switcherlab/archive/refs/tags/v0.9.0.tar.gz"
  sha256 "86917749b09a55f7e2fdfdcfda51b6bbf0ddf1f34b0cb1ce14113d0169ca0f45"
  head "https://github.com/switcherlab/switcherlab.git", branch: "main"

  # swift-tools-version 6.0: Xcode 16 or later.
  depends_on xcode: ["16.0", :build]

  on_macos do
    depends_on macos: :ventura
  end

  uses_from_macos "python" => :build
  uses_from_macos "swift" => :build
  uses_from_macos "ncurses"

  def install
    args = if OS.mac?
      ["--disable-sandbox"]
    else
      # The Swift runtime linked in; curses comes from Homebrew's ncurses.
      ncurses = Formula["ncurses"]
      ["--static-swift-stdlib",
       "-Xcc", "-I#{ncurses.opt_include}", "-Xlinker", "-L#{ncurses.opt_lib}",
       "-Xlinker", "-rpath", "-Xlinker", ncurses.opt_lib.to_s]
    end
    %w[switcherlab switcherlab-ci].each do |product|
      system "swift", "build", *args, "-c", "release", "--product", product
    end
    bin.install ".build/release/switcherlab", ".build/release/switcherlab-ci"
    # The lab's UIKit model, built by this machine's compiler: `switcherlab verify` compiles the
    # user's Swift against it (libexec/switcherlab/model).
    system "python3", "scripts/install-model", "--build", ".build/release", "--prefix", prefix
    generate_completions_from_executable(bin/"switcherlab", "--generate-completion-script")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/switcherlab --version").strip
    assert_equal version.to_s, shell_output("#{bin}/switcherlab-ci --version").strip

    # The audit on the Home button: no protection leaks all 118 cells; the privacy window in
    # the scene delegate leaks none.
    audit = shell_output("#{bin}/switcherlab-ci audit --device iphone --lifecycle scene --event home")
    assert_match(/^none\s+-\s+118\s/, audit)
    assert_match(/^privacy-window\s+scene-delegate\s+0\s/, audit)

    # A one-file app with no privacy code: the scan says its card leaks, and exits 1.
    (testpath/"App/Info.plist").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>CFBundleName</key>
        <string>Tiny</string>
      </dict>
      </plist>
    XML
    (testpath/"App/AppDelegate.swift").write <<~SWIFT
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
      }
    SWIFT
    output = shell_output("#{bin}/switcherlab-ci scan #{testpath}/App", 1)
    assert_match "Tiny (.): iOS", output
    assert_match "no privacy code found", output
    assert_match "verdict: LEAKS", output

    # verify finds its model: a cover in sceneWillResignActive leaks nowhere (exit 0).
    (testpath/"SceneDelegate.swift").write <<~SWIFT
      import UIKit

      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          private var cover: UIView?

          func sceneWillResignActive(_ scene: UIScene) {
              guard let window else { return }
              let cover = UIView(frame: window.bounds)
              cover.backgroundColor = .systemBackground
              window.addSubview(cover)
              self.cover = cover
          }

          func sceneDidBecomeActive(_ scene: UIScene) {
              cover?.removeFromSuperview()
              cover = nil
          }
      }
    SWIFT
    verified = shell_output("#{bin}/switcherlab verify #{testpath}/SceneDelegate.swift --device iphone")
    assert_match "scene-delegate", verified
  end
end
