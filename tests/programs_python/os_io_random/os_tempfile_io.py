import os, tempfile, io, time, shutil
import os.path as osp
print(os.path.join("a", "b", "/c", "d"), osp.splitext("x/y.tar.gz"), osp.basename("/a/b.pt"), osp.dirname("/a/b.pt"))
print(os.path.normpath("/a/./b/../c//d"), os.sep, os.path.split("a/b/"))
with tempfile.TemporaryDirectory() as d:
    p = os.path.join(d, "sub", "x")
    os.makedirs(p)
    print(os.path.isdir(p), os.path.exists(os.path.join(d, "nope")), sorted(os.listdir(d)))
    try:
        os.mkdir(p)
    except FileExistsError as e:
        print("exists", e.args[0] == 17)
print(os.path.exists(d))
try:
    os.remove("/nonexistent/file")
except OSError as e:
    print(type(e).__name__, e)
s = io.StringIO()
s.write("hello\nworld\n")
print(repr(s.getvalue()))
s.seek(0)
print(s.readline(), list(s))
b = io.BytesIO(b"abc")
b.seek(0, 2); b.write(b"de")
print(b.getvalue(), b.tell())
t0 = time.perf_counter(); print(time.perf_counter() >= t0, type(time.time()).__name__)
os.environ["MYVAR"] = "1"
print(os.environ.get("MYVAR"), os.getenv("NOPE", "dflt"))
