# glob to find checkpoints and data shards written by a training run.
import glob
import os
import tempfile
import torch

root = tempfile.mkdtemp()
os.makedirs(os.path.join(root, "ckpt"))
os.makedirs(os.path.join(root, "data", "train"))
os.makedirs(os.path.join(root, "data", "val"))
for epoch in [1, 2, 10]:
    torch.save({"epoch": epoch}, os.path.join(root, "ckpt", f"model_epoch{epoch}.pt"))
for split, n in [("train", 3), ("val", 2)]:
    for i in range(n):
        with open(os.path.join(root, "data", split, f"shard_{i:03d}.txt"), "w") as f:
            f.write(str(i))
with open(os.path.join(root, "ckpt", ".hidden.pt"), "w") as f:
    f.write("x")
with open(os.path.join(root, "ckpt", "notes.md"), "w") as f:
    f.write("x")


def rel(paths):
    return sorted(os.path.relpath(p, root) for p in paths)


print(rel(glob.glob(os.path.join(root, "ckpt", "*.pt"))))
print(rel(glob.glob(os.path.join(root, "ckpt", "model_epoch?.pt"))))
print(rel(glob.glob(os.path.join(root, "ckpt", "model_epoch[0-9]*.pt"))))
print(rel(glob.glob(os.path.join(root, "ckpt", ".*"))))
print(rel(glob.glob(os.path.join(root, "data", "*", "shard_*.txt"))))
print(rel(glob.glob(os.path.join(root, "data", "*"))))
print(rel(glob.glob(os.path.join(root, "**", "*.txt"), recursive=True)))
print(rel(glob.glob(os.path.join(root, "**"), recursive=True)))
print(rel(glob.glob(os.path.join(root, "**", "*.txt"))))
print(rel(glob.iglob(os.path.join(root, "data", "val", "*"))))
print(glob.glob(os.path.join(root, "missing", "*")), glob.glob(os.path.join(root, "nothing.pt")))
print(rel(glob.glob(os.path.join(root, "ckpt", "notes.md"))), rel(glob.glob(os.path.join(root, "ckpt") + "/")))
print(sorted(glob.glob("*.txt", root_dir=os.path.join(root, "data", "train"))))
print(glob.escape("a[1]*?.pt"), glob.has_magic("x*"), glob.has_magic("plain"))
latest = max(glob.glob(os.path.join(root, "ckpt", "model_epoch*.pt")), key=lambda p: int(p.rsplit("epoch", 1)[1][:-3]))
print(os.path.basename(latest), torch.load(latest))
print(type(glob.iglob(os.path.join(root, "*"))).__name__)
