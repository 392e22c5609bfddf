x = 1
print("before")
eval("  foo bar")
