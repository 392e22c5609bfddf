import os, tempfile
with tempfile.TemporaryDirectory() as d:
    p = os.path.join(d, "notes.txt")
    with open(p, "w") as f:
        f.write("line one\n")
        f.writelines(["two\n", "three"])
    with open(p) as f:
        print(f.read().splitlines())
    with open(p, "a") as f:
        print(f.write("\nfour"))
    with open(p, "r", encoding="utf-8") as f:
        for i, line in enumerate(f):
            print(i, line.rstrip())
    with open(p, "rb") as f:
        data = f.read()
    print(type(data).__name__, len(data), os.path.getsize(p))
    try:
        open(os.path.join(d, "missing.txt"))
    except FileNotFoundError as e:
        print("missing", e.errno, e.strerror, e.filename.endswith("missing.txt"))
    try:
        open(p, "q")
    except ValueError as e:
        print(e)
    with open(p, "x") if False else open(os.path.join(d, "n.bin"), "wb") as f:
        f.write(bytes([1, 2, 3]))
    print(open(os.path.join(d, "n.bin"), "rb").read())
