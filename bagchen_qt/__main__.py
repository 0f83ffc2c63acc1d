from bagchen_qt.cli import main

raise SystemExit(main())
