module groestl.invalid/groestl/go

go 1.22

require golang.org/x/sys v0.30.0
