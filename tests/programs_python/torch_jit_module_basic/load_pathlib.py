# Loading a saved module the ways users pass files: a pathlib.Path, a file
# opened from a Path (open() takes any os.PathLike), and extra files.
import pathlib
import tempfile

import torch


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 3

    def forward(self, x):
        return x * self.scale


with tempfile.TemporaryDirectory() as tmp:
    path = pathlib.Path(tmp) / "net.pt"
    torch.jit.save(torch.jit.script(Net()), path, _extra_files={"meta.txt": "v1"})
    print(torch.jit.load(path)(torch.ones(2)))
    with open(path, "rb") as f:
        extra = {"meta.txt": "", "absent.txt": ""}
        print(torch.jit.load(f, _extra_files=extra).scale, extra)
    with open(str(path).encode(), "rb") as f:
        print(len(f.read()) > 0)
    with open(pathlib.Path(tmp) / "notes.txt", "w") as f:
        f.write("hello")
    print(open(pathlib.Path(tmp, "notes.txt")).read())
try:
    open(3.5)
except TypeError as e:
    print(e)
