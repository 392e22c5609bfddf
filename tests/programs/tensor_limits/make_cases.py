#!/usr/bin/env python3
"""Writes the tensor_limits program cases: sizes whose element or byte count
overflows, reached from top-level code and from @torch.jit.script functions.

Run with PyTorch 1.13 (/usr/bin/python3 make_cases.py): each NAME.out is the
stdout PyTorch printed and NAME.err the last line of its error.
"""
import os, subprocess, sys

HEAD = "import torch\nimport torch.nn.functional as F\n\n"
N62 = "4611686018427387904"  # 2**62 (2**62 is a float in TorchScript)

CASES = {
    # Top level: the examples.
    "empty_2p62": f"x = torch.empty([4])\nprint(x.shape)\ny = torch.empty([{N62}])\nprint(y.shape)\n",
    "zeros_n_by_4": f"n = {N62}\nprint(torch.zeros(2, 4).sum())\nx = torch.zeros([n, 4])\nprint(x.shape, x.numel())\n",
    "ones_int_2p61": "print(torch.ones(3, dtype=torch.int))\nx = torch.ones([2305843009213693952], dtype=torch.int)\nprint(x.shape)\n",
    "alloc_too_large": "x = torch.empty([1152921504606846976])\nprint(x.shape)\n",
    "expand_numel_top": f"x = torch.ones(1)\nprint(x.expand(3, 2).shape)\ny = x.expand({N62}, 2)\nprint(y.numel())\n",
    "as_strided_storage": f"x = torch.ones(4)\nprint(x.as_strided([2, 2], [1, 1]))\ny = x.as_strided([{N62}, 4], [1, 1])\nprint(y.shape)\n",
    "empty_strided_numel": "x = torch.empty_strided([4294967296, 4294967296], [0, 0])\nprint(x.numel())\n",
    "broadcast_overflow": f"a = torch.ones(1).expand({N62}, 1)\nb = torch.ones(1).expand(1, 4)\nprint(a.shape, b.shape)\nc = a + b\nprint(c.shape)\n",
    # Script functions given an untrusted integer.
    "script_zeros": """@torch.jit.script
def make(n: int):
    return torch.zeros(n, 4)


print(make(2))
print(make(%s).shape)
""" % N62,
    "script_ones_int": """@torch.jit.script
def make(n: int):
    return torch.ones(n, dtype=torch.int)


print(make(3))
print(make(2305843009213693952).shape)
""",
    "script_full": """@torch.jit.script
def make(n: int):
    return torch.full([n, 4], 1.5)


print(make(1))
print(make(%s).shape)
""" % N62,
    "script_new_zeros": """@torch.jit.script
def make(x: torch.Tensor, n: int):
    return x.new_zeros([n, 4])


print(make(torch.ones(2), 1))
print(make(torch.ones(2), %s).shape)
""" % N62,
    "script_rand": """@torch.jit.script
def make(n: int):
    return torch.rand(n, 4)


print(make(0).shape)
print(make(%s).shape)
""" % N62,
    "script_randperm": """@torch.jit.script
def make(n: int):
    return torch.randperm(n)


print(make(1))
print(make(2305843009213693952).shape)
""",
    "script_expand": """@torch.jit.script
def grow(x: torch.Tensor, n: int):
    return x.expand(n, n)


print(grow(torch.ones(1), 2))
print(grow(torch.ones(1), %s).numel())
""" % N62,
    "script_view": """@torch.jit.script
def reshape(x: torch.Tensor, n: int):
    return x.view(n, n)


print(reshape(torch.ones(4), 2))
print(reshape(torch.ones(4), 1099511627776))
""",
    "script_view_empty": """@torch.jit.script
def reshape(x: torch.Tensor, n: int):
    return x.view(n, 4)


print(reshape(torch.ones(0), 0).shape)
print(reshape(torch.ones(0), %s).shape)
""" % N62,
    "script_repeat_symint": """@torch.jit.script
def rep(x: torch.Tensor, n: int):
    return x.repeat(n)


print(rep(torch.ones(2), 2))
print(rep(torch.ones(2), %s).shape)
""" % N62,
    "script_repeat_negative": """@torch.jit.script
def rep(x: torch.Tensor, n: int):
    return x.repeat(n)


print(rep(torch.tensor([1, 2]), 3))
print(rep(torch.ones(2), -1).shape)
""",
    "script_repeat_wraps": """@torch.jit.script
def rep(x: torch.Tensor, n: int):
    return x.repeat(n, 1)


print(rep(torch.ones(2, 2), 2))
print(rep(torch.ones(4, 1), %s).shape)
""" % N62,
    "script_repeat_storage": """@torch.jit.script
def rep(x: torch.Tensor, n: int):
    return x.repeat(n)


print(rep(torch.ones(2), 0).shape)
print(rep(torch.ones(2), 2305843009213693952).shape)
""",
    "script_arange": """@torch.jit.script
def count(n: int):
    return torch.arange(0, n)


print(count(3))
print(count(%s).shape)
""" % N62,
    "script_arange_symint": """@torch.jit.script
def count(a: int, b: int):
    return torch.arange(a, b)


print(count(-2, 2))
print(count(0, 9223372036854775807).shape)
""",
    "script_arange_wraps": """@torch.jit.script
def count(a: int, b: int):
    return torch.arange(a, b)


print(count(-2, 2))
print(count(-9223372036854775807 - 1, 9223372036854775807).shape)
""",
    "script_linspace": """@torch.jit.script
def space(n: int):
    return torch.linspace(0.0, 1.0, n)


print(space(3))
print(space(%s).shape)
""" % N62,
    "script_eye": """@torch.jit.script
def ident(n: int):
    return torch.eye(n)


print(ident(2))
print(ident(4294967296).shape)
""",
    "script_cat": """@torch.jit.script
def join(n: int):
    a = torch.ones(1).expand(n)
    return torch.cat([a, a])


print(join(2))
print(join(%s).shape)
""" % N62,
    "script_stack": """@torch.jit.script
def join(n: int):
    a = torch.ones(1).expand(n)
    return torch.stack([a, a, a])


print(join(2))
print(join(2305843009213693952).shape)
""",
    "script_pad_wraps": """@torch.jit.script
def grow(x: torch.Tensor, p: int):
    return F.pad(x, [p, p])


print(grow(torch.ones(2), 1))
print(grow(torch.ones(4), %s).shape)
""" % N62,
    "script_pad_storage": """@torch.jit.script
def grow(x: torch.Tensor, p: int):
    return F.pad(x, [p, 0], mode="replicate")


print(grow(torch.ones(1, 1, 2), 1))
print(grow(torch.ones(1, 1, 4), 2305843009213693952).shape)
""",
    "script_interpolate": """@torch.jit.script
def up(x: torch.Tensor, n: int):
    return F.interpolate(x, size=n)


print(up(torch.ones(1, 1, 2), 4))
print(up(torch.ones(1, 1, 4), %s).shape)
""" % N62,
    "script_conv_padding": """@torch.jit.script
def conv(x: torch.Tensor, w: torch.Tensor, p: int):
    return F.conv1d(x, w, padding=p)


print(conv(torch.ones(1, 1, 4), torch.ones(1, 1, 2), 1))
print(conv(torch.ones(1, 1, 4), torch.ones(1, 1, 2), 2305843009213693952).shape)
""",
    "script_conv_padding_wraps": """@torch.jit.script
def conv(x: torch.Tensor, w: torch.Tensor, p: int):
    return F.conv1d(x, w, padding=p)


print(conv(torch.ones(1, 1, 4), torch.ones(1, 1, 2), 0))
print(conv(torch.ones(1, 1, 4), torch.ones(1, 1, 2), %s).shape)
""" % N62,
    "script_unfold_padding": """@torch.jit.script
def patches(x: torch.Tensor, p: int):
    return F.unfold(x, kernel_size=2, padding=p)


print(patches(torch.arange(4.0).view(1, 1, 2, 2), 0))
print(patches(torch.ones(1, 1, 4, 4), 2305843009213693952).shape)
""",
}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for name, body in CASES.items():
        path = os.path.join(here, name + ".py")
        with open(path, "w") as f:
            f.write(HEAD + body)
        p = subprocess.run([sys.executable, path], capture_output=True, text=True, cwd="/tmp")
        with open(os.path.join(here, name + ".out"), "w") as f:
            f.write(p.stdout)
        err = os.path.join(here, name + ".err")
        if p.returncode != 0:
            with open(err, "w") as f:
                f.write(p.stderr.strip().splitlines()[-1] + "\n")
        elif os.path.exists(err):
            os.remove(err)


if __name__ == "__main__":
    main()
