# Unbounded recursion raises RecursionError, not a crash.
def down(n):
    return down(n + 1) + 1
print("go")
down(0)
