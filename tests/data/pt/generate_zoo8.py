# An eighth .pt zoo ("z8_"), held-out style, of patterns zoo..zoo7 lack:
# torchvision transforms scripted as modules, a whole RegionProposalNetwork
# and BoxCoder in script, every padding layer, convs of every rank and
# padding mode, Upsample with antialias, conv-bn-relu nets optimized after
# freezing; fork/wait over ModuleLists and nested forks, asserts and
# warnings, torch.autograd.grad under enable_grad, script classes with
# operators, static methods and properties, string processing, container
# methods, exported methods taking Dict/List/Tuple/Optional, nested
# outputs, script_if_tracing inside a trace; integer and bitwise ops,
# special functions, complex buffers through torch.fft, in-place writes
# through views, seeded random ops, an attention seq2seq decoder,
# Embedding max_norm and EmbeddingBag weights, norm-first GELU encoders.
#   /usr/bin/python3 generate_zoo8.py zoo8            small fixtures (committed)
#   [--only a,b]                                      just fixtures z8_a_*, z8_b_*
# Then ZOO_DIR=zoo8 ZOO_NAMES=$(/usr/bin/python3 generate_zoo8.py --names)
# OMP_NUM_THREADS=1 /usr/bin/python3 zoo_check.py > zoo8_expected.txt.
# Random init throughout; each fixture is seeded on its own.
import math
import os
import sys
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision
import torchvision.transforms as T
from torchvision.models.detection import _utils as det_utils
from torchvision.models.detection.anchor_utils import AnchorGenerator
from torchvision.models.detection.image_list import ImageList
from torchvision.models.detection.rpn import RegionProposalNetwork, RPNHead

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from zoo_check import INPUTS, make_input  # noqa: E402

MAX_COMMITTED = 300_000
ONLY: List[str] = []
ALL = ("script", "trace", "frozen", "optimized")
ST = ("script", "trace", "frozen")
SF = ("script", "frozen")


def make_kind(model, kind, example, preserved):
    if kind == "script":
        return torch.jit.script(model)
    if kind == "trace":
        return torch.jit.trace(model, example, check_trace=True, strict=False)
    if kind == "frozen":
        return torch.jit.freeze(torch.jit.script(model), preserved_attrs=list(preserved))
    if kind == "tfrozen":  # frozen after tracing
        return torch.jit.freeze(torch.jit.trace(model, example, check_trace=False, strict=False))
    if kind == "optimized":  # optimize_for_inference of an already frozen module
        return torch.jit.optimize_for_inference(torch.jit.freeze(torch.jit.script(model)))
    raise ValueError(kind)


def save(directory: str, base: str, make, kinds=ST, seed: int = 0, train: bool = False, preserved=(),
         extra=None, lite=False):
    """Saves make() (seeded, eval mode unless `train`) every way in
    `kinds`; a kind PyTorch itself cannot make or reload is reported and
    left out. `lite` also saves the script kind for the lite interpreter."""
    if ONLY and base not in ONLY:
        return
    torch.manual_seed(seed)
    model = make().train(train)
    example = tuple(make_input(s) for s in INPUTS["z8_" + base + "_" + kinds[0]])
    todo = [(k, k) for k in kinds] + ([("lite", "script")] if lite else [])
    for suffix, kind in todo:
        path = os.path.join(directory, "z8_" + base + "_" + suffix + ".pt")
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                m = make_kind(model, kind, example, preserved)
            if suffix == "lite":
                m._save_for_lite_interpreter(path)
            else:
                torch.jit.save(m, path, _extra_files=extra or {})
            torch.jit.load(path)
            if os.path.getsize(path) > MAX_COMMITTED:
                print("too large, left out:", os.path.basename(path), file=sys.stderr)
                os.remove(path)
        except Exception as e:  # noqa: BLE001 - PyTorch's own limits are recorded, not fatal
            print("skipped", os.path.basename(path) + ":", str(e).strip().splitlines()[0], file=sys.stderr)
            if os.path.exists(path):
                os.remove(path)


def randomize_bn(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.modules.batchnorm._BatchNorm):
            m.running_mean.uniform_(-0.2, 0.2)
            m.running_var.uniform_(0.5, 1.5)
            if m.affine:
                m.weight.data.uniform_(0.5, 1.5)
                m.bias.data.uniform_(-0.3, 0.3)
    return model


# ---- Vision ------------------------------------------------------------- #

class Transforms(nn.Module):
    """torchvision.transforms as scripted modules, and their functional forms."""

    def __init__(self):
        super().__init__()
        self.pipe = nn.Sequential(T.Resize([14]), T.CenterCrop((12, 10)),
                                  T.Normalize((0.5, 0.4, 0.3), (0.2, 0.25, 0.3)))
        self.gray = T.Grayscale(3)
        self.pad = T.Pad([1, 2], padding_mode="reflect")
        self.conv = nn.Conv2d(3, 4, 3)

    def forward(self, x):
        y = self.pipe(x)
        g = self.gray(x)
        p = self.pad(y)
        f = torchvision.transforms.functional.hflip(y)
        v = torchvision.transforms.functional.vflip(g)
        c = torchvision.transforms.functional.crop(x, 1, 2, 5, 6)
        adj = torchvision.transforms.functional.adjust_brightness(x.sigmoid(), 1.3)
        con = torchvision.transforms.functional.adjust_contrast(x.sigmoid(), 0.7)
        return self.conv(p), f, v, c, adj, con


class Rpn(nn.Module):
    """A whole RegionProposalNetwork (anchors, head, BoxCoder, NMS) over an
    ImageList built in script."""

    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1), nn.ReLU(), nn.Conv2d(8, 8, 3, 2, 1), nn.ReLU())
        anchors = AnchorGenerator(((8, 16),), ((0.5, 1.0, 2.0),))
        head = RPNHead(8, anchors.num_anchors_per_location()[0])
        self.rpn = RegionProposalNetwork(anchors, head, 0.7, 0.3, 32, 0.5, dict(training=20, testing=20),
                                         dict(training=10, testing=10), 0.6, score_thresh=0.0)

    def forward(self, x):
        feats = {"0": self.body(x)}
        sizes: List[Tuple[int, int]] = [(x.size(2), x.size(3)) for _ in range(x.size(0))]
        images = ImageList(x, sizes)
        boxes, losses = self.rpn(images, feats)
        return boxes, len(losses)


class BoxCoding(nn.Module):
    """detection._utils' BoxCoder and Matcher in script."""

    def __init__(self):
        super().__init__()
        self.coder = det_utils.BoxCoder((10.0, 10.0, 5.0, 5.0))
        self.matcher = det_utils.Matcher(0.5, 0.3, allow_low_quality_matches=True)

    def forward(self, boxes, deltas):
        ref = boxes.abs().cumsum(1) * 4.0
        anchors = ref.flip(0) + 0.5
        enc = self.coder.encode_single(ref, anchors)
        dec = self.coder.decode_single(deltas * 0.2, anchors)
        both = self.coder.decode(deltas.repeat(1, 2) * 0.1, [anchors])
        iou = torchvision.ops.box_iou(ref, anchors)
        return enc, dec, both, self.matcher(iou)


class Pads(nn.Module):
    """Every padding layer, 1d to 3d."""

    def __init__(self):
        super().__init__()
        self.r1 = nn.ReflectionPad1d((2, 1))
        self.r2 = nn.ReflectionPad2d((1, 2, 2, 1))
        self.r3 = nn.ReflectionPad3d(1)
        self.p1 = nn.ReplicationPad1d((1, 3))
        self.p2 = nn.ReplicationPad2d(2)
        self.p3 = nn.ReplicationPad3d((1, 0, 0, 1, 1, 1))
        self.z = nn.ZeroPad2d((1, 0, 2, 0))
        self.c1 = nn.ConstantPad1d(2, -1.5)
        self.c3 = nn.ConstantPad3d((0, 1, 1, 0, 2, 0), 0.25)

    def forward(self, x):
        x3 = x.flatten(2)
        x5 = x.unsqueeze(2).repeat(1, 1, 3, 1, 1)
        return (self.r1(x3), self.r2(x), self.r3(x5), self.p1(x3), self.p2(x), self.p3(x5), self.z(x),
                self.c1(x3), self.c3(x5), F.pad(x, (2, 1, 1, 2), mode="circular"),
                F.pad(x5, (1, 1, 1, 0, 0, 1), mode="circular"), F.pad(x, (-1, 2, 0, -1)))


class Convs(nn.Module):
    """Convs of every rank, padding mode, dilation and group count, and
    transposed convs with output_padding."""

    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(4, 6, 3, padding="same", dilation=2, groups=2, padding_mode="reflect")
        self.c2 = nn.Conv2d(4, 4, 3, padding=1, padding_mode="circular", groups=4)
        self.c2b = nn.Conv2d(4, 6, (3, 2), stride=(2, 1), padding=(1, 0), padding_mode="replicate")
        self.c3 = nn.Conv3d(4, 3, (2, 3, 3), padding="same", bias=False)
        self.t1 = nn.ConvTranspose1d(6, 4, 4, stride=3, padding=1, output_padding=2, dilation=1)
        self.t2 = nn.ConvTranspose2d(6, 4, 3, stride=2, padding=1, output_padding=1, groups=2, dilation=2)
        self.t3 = nn.ConvTranspose3d(3, 2, (1, 3, 3), stride=(1, 2, 2), output_padding=(0, 1, 1))

    def forward(self, x):
        a = self.t1(self.c1(x.flatten(2)))
        b = self.t2(self.c2b(self.c2(x)))
        c = self.t3(self.c3(x.unsqueeze(2).repeat(1, 1, 2, 1, 1)))
        return a, b, c


class Upsamples(nn.Module):
    def __init__(self):
        super().__init__()
        self.bl = nn.Upsample(scale_factor=1.5, mode="bilinear", align_corners=True)
        self.bc = nn.Upsample(size=(7, 9), mode="bicubic", align_corners=False)
        self.ne = nn.Upsample(scale_factor=2.0, mode="nearest")
        self.ub = nn.UpsamplingBilinear2d(scale_factor=2.0)
        self.un = nn.UpsamplingNearest2d(size=(5, 5))

    def forward(self, x):
        v = x.unsqueeze(2).repeat(1, 1, 2, 1, 1)
        return (self.bl(x), self.bc(x), self.ne(x), self.ub(x), self.un(x),
                F.interpolate(x, size=(3, 4), mode="bilinear", antialias=True),
                F.interpolate(x, scale_factor=0.6, mode="bicubic", antialias=True, recompute_scale_factor=True),
                F.interpolate(x, scale_factor=1.7, mode="nearest-exact"),
                F.interpolate(v, size=(3, 5, 7), mode="trilinear", align_corners=True),
                F.interpolate(x.flatten(2), scale_factor=0.5, mode="linear"),
                F.interpolate(x, size=(4, 5), mode="area"))


class ResUnit(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, padding=1)
        self.bn2 = nn.BatchNorm2d(c)

    def forward(self, x):
        y = F.relu(self.bn1(self.conv1(x)))
        return F.relu(x + self.bn2(self.conv2(y)))


class ConvBnNet(nn.Module):
    """conv-bn-relu, residual adds, a ConvTranspose-BN, a Linear-BN1d and
    dropout: what optimize_for_inference folds."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1), nn.BatchNorm2d(8), nn.ReLU6())
        self.res = nn.Sequential(ResUnit(8), ResUnit(8))
        self.up = nn.Sequential(nn.ConvTranspose2d(8, 6, 2, 2), nn.BatchNorm2d(6), nn.Hardswish())
        self.pool = nn.AdaptiveMaxPool2d(2)
        self.fc = nn.Sequential(nn.Linear(24, 10), nn.BatchNorm1d(10), nn.Dropout(0.3), nn.GELU(), nn.Linear(10, 4))

    def forward(self, x):
        y = self.pool(self.up(self.res(self.stem(x))))
        return self.fc(y.flatten(1))


class MlpBn(nn.Module):
    """Linear-BN1d pairs and a Conv1d-BN1d: optimize_for_inference folds them."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(2, 4, 3, padding=1), nn.BatchNorm1d(4), nn.ReLU())
        self.mlp = nn.Sequential(nn.Linear(12, 8), nn.BatchNorm1d(8), nn.SiLU(), nn.Dropout(0.5),
                                 nn.Linear(8, 8), nn.BatchNorm1d(8), nn.Linear(8, 3))

    def forward(self, x):
        return self.mlp(self.conv(x.view(x.size(0), 2, -1)).flatten(1))


def vision(directory: str):
    save(directory, "transforms", Transforms, kinds=SF, seed=1)
    save(directory, "rpn", Rpn, kinds=SF, seed=2)
    save(directory, "box_coding", BoxCoding, kinds=SF, seed=3)
    save(directory, "pads", Pads, kinds=ST, seed=4)
    save(directory, "convs", Convs, kinds=ST, seed=5, lite=True)
    save(directory, "upsamples", Upsamples, kinds=ST, seed=6)
    # (optimize_for_inference turns ConvBnNet into MKLDNN ops whose saved
    # file PyTorch itself cannot reload: its "optimized" kind is left out.)
    save(directory, "convbn_net", lambda: randomize_bn(ConvBnNet()), kinds=ST + ("tfrozen",), seed=7)
    save(directory, "mlp_bn", lambda: randomize_bn(MlpBn()), kinds=ALL + ("tfrozen",), seed=8, lite=True)


# ---- Sequences ----------------------------------------------------------- #

class AttnSeq2Seq(nn.Module):
    """A GRU encoder and an additive-attention decoder loop fed its own
    argmax (teacher-free), returning tokens and the attention maps."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(9, 6)
        self.enc = nn.GRU(6, 8, batch_first=True, bidirectional=True)
        self.bridge = nn.Linear(16, 8)
        self.cell = nn.LSTMCell(6 + 16, 8)
        self.wq = nn.Linear(8, 8, bias=False)
        self.wk = nn.Linear(16, 8)
        self.v = nn.Linear(8, 1, bias=False)
        self.out = nn.Linear(8 + 16, 9)

    def forward(self, src):
        mem, h = self.enc(self.emb(src))
        hx = torch.tanh(self.bridge(torch.cat([h[0], h[1]], -1)))
        cx = torch.zeros_like(hx)
        keys = self.wk(mem)
        tok = torch.ones(src.size(0), dtype=torch.long)
        toks: List[torch.Tensor] = []
        maps: List[torch.Tensor] = []
        for _ in range(5):
            score = self.v(torch.tanh(keys + self.wq(hx).unsqueeze(1))).squeeze(-1)
            att = score.masked_fill(src == 0, -1e9).softmax(-1)
            ctx = torch.bmm(att.unsqueeze(1), mem).squeeze(1)
            hx, cx = self.cell(torch.cat([self.emb(tok), ctx], -1), (hx, cx))
            tok = self.out(torch.cat([hx, ctx], -1)).argmax(-1)
            toks.append(tok)
            maps.append(att)
        return torch.stack(toks, 1), torch.stack(maps, 1)


class NormFirstGelu(nn.Module):
    """A norm-first GELU encoder with a causal float mask and a padding
    mask, and an MHA returning per-head weights with bias_kv/zero_attn."""

    def __init__(self):
        super().__init__()
        layer = nn.TransformerEncoderLayer(12, 3, 24, dropout=0.1, activation="gelu", batch_first=True,
                                           norm_first=True)
        self.enc = nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
        self.mha = nn.MultiheadAttention(12, 2, add_bias_kv=True, add_zero_attn=True, batch_first=True)

    def forward(self, x):
        n = x.size(1)
        causal = torch.triu(torch.full((n, n), float("-inf")), diagonal=1)
        pad = torch.zeros(x.size(0), n, dtype=torch.bool)
        pad[0, -2:] = True
        y = self.enc(x, mask=causal, src_key_padding_mask=pad)
        out, w = self.mha(y, x, x, key_padding_mask=pad, need_weights=True, average_attn_weights=False)
        return out, w


class Bags(nn.Module):
    """EmbeddingBag with offsets, per-sample weights, include_last_offset,
    padding_idx; Embedding with max_norm (renormalizes its weight)."""

    def __init__(self):
        super().__init__()
        self.bag = nn.EmbeddingBag(10, 4, mode="sum", include_last_offset=True, padding_idx=0)
        self.bag_max = nn.EmbeddingBag(10, 4, mode="max")
        self.emb = nn.Embedding(10, 4, max_norm=1.0, norm_type=2.0, scale_grad_by_freq=True)

    def forward(self, ids):
        flat = ids.flatten()
        offsets = torch.tensor([0, 2, 5, flat.numel()])
        w = torch.linspace(0.5, 1.5, flat.numel())
        a = self.bag(flat, offsets, per_sample_weights=w)
        b = self.bag_max(ids)
        c = self.emb(ids + 1)
        return a, b, c, torch.linalg.vector_norm(self.emb.weight, dim=1)


def sequences(directory: str):
    save(directory, "attn_seq2seq", AttnSeq2Seq, kinds=SF, seed=20, lite=True)
    save(directory, "normfirst_gelu", NormFirstGelu, kinds=ST + ("tfrozen",), seed=21)
    save(directory, "bags", Bags, kinds=SF, seed=22)


# ---- Script features ----------------------------------------------------- #

class Branch(nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.k = k

    def forward(self, x):
        return torch.tanh(self.lin(x)) * self.k

    @torch.jit.export
    def pair(self, x: torch.Tensor) -> Tuple[torch.Tensor, int]:
        return self.lin(x).sum(1), self.k


def nested_work(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    futs = [torch.jit.fork(torch.mul, x, float(i)) for i in range(n)]
    return [torch.jit.wait(f) for f in futs]


class ForkPool(nn.Module):
    """fork/wait over a ModuleList, on exported methods, nested forks, and
    a Future[List[Tensor]]."""

    def __init__(self):
        super().__init__()
        self.branches = nn.ModuleList([Branch(k) for k in range(1, 4)])

    def forward(self, x):
        futs: List[torch.jit.Future[torch.Tensor]] = []
        for b in self.branches:
            futs.append(torch.jit.fork(b, x))
        pf = torch.jit.fork(self.branches[0].pair, x)
        nf = torch.jit.fork(nested_work, x, 3)
        outs = [torch.jit.wait(f) for f in futs]
        s, k = torch.jit.wait(pf)
        nested = torch.jit.wait(nf)
        return torch.stack(outs).sum(0), s * k, torch.cat(nested)


class Checks(nn.Module):
    """assert, torch._assert, warnings.warn, a raise that does not fire,
    is_scripting and jit.annotate."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        assert x.dim() == 2, "want a matrix"
        torch._assert(x.size(1) == 4, "want 4 features")
        if x.size(0) > 100:
            raise ValueError("batch too large: " + str(x.size(0)))
        if bool(x.abs().max() > 0.9):
            warnings.warn("large input")
        ys = torch.jit.annotate(List[torch.Tensor], [])
        ys.append(self.lin(x))
        if torch.jit.is_scripting():
            ys.append(x.sum(1, keepdim=True))
        y = ys[0]
        maybe: Optional[torch.Tensor] = None
        if bool(y.mean() > -10):
            maybe = y * 2
        return torch.jit._unwrap_optional(maybe), len(ys)


@torch.jit.script
class Vec:
    def __init__(self, xs: List[float]):
        self.xs = xs

    def __add__(self, other: "Vec") -> "Vec":
        return Vec([a + b for a, b in zip(self.xs, other.xs)])

    def __mul__(self, k: float) -> "Vec":
        return Vec([a * k for a in self.xs])

    def __neg__(self) -> "Vec":
        return self * -1.0

    def __eq__(self, other: "Vec") -> bool:
        return self.xs == other.xs

    def __lt__(self, other: "Vec") -> bool:
        return self.norm() < other.norm()

    def __len__(self) -> int:
        return len(self.xs)

    def __getitem__(self, i: int) -> float:
        return self.xs[i]

    def __contains__(self, v: float) -> bool:
        return v in self.xs

    def norm(self) -> float:
        return math.sqrt(self.dot(self))

    def dot(self, other: "Vec") -> float:
        s = 0.0
        for i in range(len(self)):
            s += self[i] * other[i]
        return s

    @staticmethod
    def zeros(n: int) -> "Vec":
        return Vec([0.0] * n)


class Base(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    def shift(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.scale


class ClassOps(Base):
    """Script-class operators, sorting by __lt__, a static method, an
    inherited method and a module property."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)

    @property
    def width(self) -> int:
        return self.lin.out_features * 2

    def forward(self, x):
        y = self.lin(x)
        vs: List[Vec] = []
        for i in range(y.size(0)):
            row: List[float] = y[i].tolist()
            vs.append(Vec(row))
        acc = Vec.zeros(3)
        for v in vs:
            acc = acc + v * 0.5
        neg = -acc
        ordered = sorted(vs)
        norms = [v.norm() for v in ordered]
        first = ordered[0]
        return (self.shift(y), torch.tensor(acc.xs), torch.tensor(neg.xs), norms, len(acc), acc == acc,
                first[0] in first, self.width)


class TextProc(nn.Module):
    """String processing in script: case, predicates, split/strip/join,
    replace/find, ord/chr, formatting and a vocabulary dict."""

    def __init__(self):
        super().__init__()
        self.vocab: Dict[str, int] = {"<unk>": 0, "the": 1, "cat": 2, "sat": 3, "on": 4, "mat": 5, "#num": 6}
        self.emb = nn.Embedding(7, 3)

    @torch.jit.export
    def normalize(self, text: str) -> List[str]:
        words: List[str] = []
        for raw in text.replace(",", " ").split():
            w = raw.strip(".!?;:").lower()
            if w.isdigit():
                w = "#num"
            elif w.startswith("'") or w.endswith("'"):
                w = w.strip("'")
            if len(w) > 0:
                words.append(w)
        return words

    @torch.jit.export
    def encode(self, text: str) -> List[int]:
        return [self.vocab.get(w, 0) for w in self.normalize(text)]

    @torch.jit.export
    def describe(self, text: str) -> str:
        words = self.normalize(text)
        caps = ""
        for w in words:
            if w[0].isalpha() and w[0].islower():
                caps += chr(ord(w[0]) - 32)
        parts = text.split(" ", 2)
        return "{}|{}|{}|{}|{}".format("-".join(words), caps, len(parts), text.find("cat"),
                                       text.rsplit(" ", 1)[-1].upper().zfill(8))

    def forward(self, ids):
        return self.emb(ids).sum(1)


class Containers(nn.Module):
    """List, dict and tuple methods in script."""

    def forward(self, x):
        vals: List[int] = x.flatten().mul(10).round().to(torch.long).tolist()
        xs = list(vals)
        xs.insert(1, 99)
        last = xs.pop()
        first = xs.pop(0)
        xs.remove(99)
        xs.extend([7, 7, -3])
        xs.reverse()
        n7 = xs.count(7)
        at = xs.index(7)
        xs.sort(reverse=True)
        del xs[1]
        stepped = xs[::2] + xs[-1:0:-3]
        d: Dict[int, List[str]] = {}
        for i, v in enumerate(vals):
            d.setdefault(v % 3, ["first"]).append("v" + str(i))
        popped = d.pop(0, ["none"])
        d.update({5: ["five"]})
        copy = d.copy()
        copy.clear()
        items = sorted([(k, len(v)) for k, v in d.items()])
        got = d.get(7)
        return (xs, n7, at, last, first, stepped, items, popped, got is None, len(copy), min(vals), max(vals),
                sum(vals), any([v > 5 for v in vals]), all([v > -100 for v in vals]), divmod(17, 5),
                [abs(v) for v in vals[:3]])


class ExportArgs(nn.Module):
    """Exported methods taking Dict/List/Tuple/Optional arguments and
    returning nested tuples of lists."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 2)

    @torch.jit.export
    def merge(self, feats: Dict[str, torch.Tensor], order: List[str]) -> torch.Tensor:
        return torch.cat([self.lin(feats[k]) for k in order], 0)

    @torch.jit.export
    def scaled(self, pair: Tuple[torch.Tensor, float], bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        x, s = pair
        y = self.lin(x) * s
        if bias is not None:
            y = y + bias
        return y

    @torch.jit.export
    def nested(self, xs: List[torch.Tensor]) -> Tuple[List[Tuple[torch.Tensor, int]], Dict[str, List[torch.Tensor]]]:
        pairs = [(self.lin(x), i) for i, x in enumerate(xs)]
        groups: Dict[str, List[torch.Tensor]] = {"even": [], "odd": []}
        for y, i in pairs:
            groups["even" if i % 2 == 0 else "odd"].append(y.sum(0))
        return pairs, groups

    def forward(self, x):
        return self.scaled((x, 0.5), None), self.nested([x, x * 2, x[:1]])


class Stateful(nn.Module):
    """torch.jit.Attribute and Final constants; a frozen copy keeps the
    attributes the exported method mutates."""
    __constants__ = ["eps"]

    def __init__(self):
        super().__init__()
        self.eps = 1e-3
        self.history = torch.jit.Attribute([], List[float])
        self.seen = torch.jit.Attribute({}, Dict[str, int])
        self.lin = nn.Linear(3, 3)

    @torch.jit.export
    def record(self, name: str, v: float) -> int:
        self.history.append(v)
        self.seen[name] = self.seen.get(name, 0) + 1
        return len(self.history)

    def forward(self, x):
        y = self.lin(x)
        self.record("fwd", float(y.mean()))
        self.record("fwd", 1.0)
        return y / (y.norm() + self.eps), self.history, self.seen


def helper_loop(x: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        x = torch.where(x > 0, x * 0.5, x + float(i))
    return x


@torch.jit.script_if_tracing
def scripted_in_trace(x: torch.Tensor) -> torch.Tensor:
    return helper_loop(x, int(x.size(0)))


class TraceHybrid(nn.Module):
    """A traced model whose trace keeps a script_if_tracing loop and a
    scripted function call, with is_tracing picking its branch."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.fn = torch.jit.script(helper_loop)

    def forward(self, x):
        y = scripted_in_trace(self.lin(x))
        if torch.jit.is_tracing():
            y = y + 1.0
        return self.fn(y, 2), y.shape[0] * y


def script_features(directory: str):
    save(directory, "fork_pool", ForkPool, kinds=SF, seed=30, lite=True)
    save(directory, "checks", Checks, kinds=SF, seed=31)
    save(directory, "class_ops", ClassOps, kinds=SF, seed=33, lite=True)
    save(directory, "text_proc", TextProc, kinds=SF, seed=34, preserved=("normalize", "encode", "describe"),
         extra={"vocab.txt": "the\ncat\n"})
    save(directory, "containers", Containers, kinds=("script",), seed=35)
    save(directory, "export_args", ExportArgs, kinds=SF, seed=36, preserved=("merge", "scaled", "nested"))
    save(directory, "stateful", Stateful, kinds=SF, seed=37, preserved=("record", "history", "seen"))
    save(directory, "trace_hybrid", TraceHybrid, kinds=("trace", "tfrozen"), seed=38)


# ---- Tensors and ops ----------------------------------------------------- #

class IntOps(nn.Module):
    """Integer and bitwise arithmetic with its wrap-around and rounding."""

    def forward(self, x):
        a = (x * 50).to(torch.int32)
        b = (x.flip(0) * 7).to(torch.int32).abs() + 1
        i8 = (x * 120).to(torch.int8)
        return (a & b, a | b, a ^ b, ~a, a << 2, a >> 1, torch.bitwise_left_shift(a, 1),
                torch.gcd(a, b), torch.lcm(a.remainder(7) + 1, b.remainder(5) + 1), a // b, torch.remainder(a, b),
                torch.fmod(a, b), torch.div(a, b, rounding_mode="trunc"), torch.div(a, b, rounding_mode="floor"),
                a / b, i8 + i8, i8 * 3, (i8 > 0) ^ (a > 0), torch.bincount(a.abs().flatten() % 6, minlength=7),
                torch.bincount(a.abs().flatten() % 4, weights=x.flatten()), a.clamp(-5, 5), a.sign(),
                torch.pow(a % 4, 3), a.sum(), i8.sum(), i8.prod(dtype=torch.int64), a.float().floor_divide(3.0),
                torch.logical_xor(a, b), torch.count_nonzero(a % 3, dim=1), torch.cumsum(i8, 0))


class SpecialMath(nn.Module):
    def forward(self, x):
        p = x.sigmoid()
        return (torch.special.erfinv(x * 0.9), torch.special.i0(x), torch.special.i1e(x), torch.digamma(p + 0.5),
                torch.lgamma(x + 2.0), torch.polygamma(1, p + 1.0), torch.special.entr(p), torch.logit(p, 1e-6),
                torch.special.ndtr(x), torch.special.log_ndtr(x), torch.special.ndtri(p), torch.sinc(x),
                torch.special.xlog1py(p, x), torch.xlogy(p, p), torch.logaddexp(x, -x), torch.hypot(x, p),
                torch.copysign(p, x), torch.nan_to_num(torch.log(x), nan=0.0, neginf=-9.0),
                torch.heaviside(x, torch.tensor(0.5)), torch.vander(x[0], 3), torch.trapezoid(x, dim=1),
                torch.cumulative_trapezoid(x, dim=1), torch.cosine_similarity(x, x.flip(1), dim=1),
                F.pairwise_distance(x, x.flip(0), p=1.5), F.pdist(x), torch.linalg.multi_dot([x, x.t(), x]),
                torch.atleast_3d(x[0]), torch.special.multigammaln(p + 2.0, 2), torch.frexp(x)[1],
                torch.ldexp(x, torch.tensor([2])), torch.special.log_softmax(x, 1), torch.float_power(p, 2),
                torch.triangular_solve(x[:, :3].t(), torch.eye(3) * 2 + x[:3, :3].triu(), upper=True).solution)


class ComplexFft(nn.Module):
    """complex64/complex128 buffers through torch.fft."""

    def __init__(self):
        super().__init__()
        self.register_buffer("filt", torch.polar(torch.rand(4, 5), torch.rand(4, 5) * 3.0))
        self.register_buffer("phase", torch.randn(8, dtype=torch.complex128))

    def forward(self, x):
        X = torch.fft.fftn(x, norm="ortho")
        Y = torch.fft.ifftn(X * self.filt, norm="ortho")
        r = torch.fft.rfft(x, n=8, dim=1, norm="forward")
        h = torch.fft.hfft(r, n=8)
        ih = torch.fft.ihfft(x[0]).resolve_conj()
        fr = torch.fft.fftfreq(5, d=0.5) + torch.fft.rfftfreq(8)[:5]
        z = torch.view_as_complex(torch.stack([x, x.flip(0)], -1))
        w = (self.phase[:5] * z.to(torch.complex128)).conj()
        m = z @ z.t().conj()
        return (Y, r, h, ih, fr, torch.view_as_real(w.resolve_conj()), m.abs(), z.angle(), torch.fft.ifftshift(x),
                torch.fft.irfftn(torch.fft.rfftn(x), s=x.shape), (z * 1j).imag, z.exp(), z.sqrt(), z.reciprocal())


class Aliasing(nn.Module):
    """In-place writes through views, slices, transposes and unbind, seen
    through the base."""

    def forward(self, x):
        y = x.clone()
        v = y.view(-1, 2)
        v.mul_(2.0)
        y[0].add_(1.0)
        y.t()[1].zero_()
        y[:, ::2].clamp_(max=0.5)
        a, b = y.unbind(0)[:2]
        a.neg_()
        d = y.diagonal()
        d.fill_(7.0)
        z = y.narrow(1, 1, 2)
        z.copy_(torch.arange(z.numel(), dtype=z.dtype).view_as(z))
        e = y.expand(2, -1, -1).sum(0)
        s = y.select(1, 0)
        s += 0.25
        u = y.unsqueeze(0).squeeze(0).transpose(0, 1).contiguous()
        u[0, 0] = -1.0
        st = torch.as_strided(y, (2, 2), (1, 2))
        return y, b, e, u, st.clone(), y.is_contiguous(), u.stride()


class RngOps(nn.Module):
    """Random ops under a seed: tensors and in-place samplers."""

    def forward(self, x):
        g = torch.rand(3, 4)
        n = torch.randn(2, 5)
        i = torch.randint(0, 10, (6,))
        p = torch.randperm(7)
        b = torch.bernoulli(x.sigmoid())
        m = torch.multinomial(torch.tensor([0.1, 0.5, 0.4]), 5, replacement=True)
        e = torch.empty(4).exponential_(2.0)
        u = torch.empty(4).uniform_(-1.0, 1.0)
        no = torch.normal(x, 0.1)
        rl = torch.rand_like(x)
        return g, n, i, p, b, m, e, u, no, rl


def tensors(directory: str):
    save(directory, "int_ops", IntOps, kinds=ST + ("tfrozen",), seed=40)
    save(directory, "special_math", SpecialMath, kinds=ST + ("tfrozen",), seed=41)
    save(directory, "complex_fft", ComplexFft, kinds=ST, seed=42)
    save(directory, "aliasing", Aliasing, kinds=SF, seed=43)
    save(directory, "rng_ops", RngOps, kinds=("script",), seed=44)


# ---- Semantics ----------------------------------------------------------- #

class Promotion(nn.Module):
    """Type promotion across dtypes and with Python scalars, and creation
    ops whose dtype or length is inferred."""

    def forward(self, x):
        u8 = (x.abs() * 100).to(torch.uint8)
        i8 = (x * 100).to(torch.int8)
        i32 = (x * 1000).to(torch.int32)
        f16 = x.to(torch.float16)
        b = x > 0
        return (u8 + i8, i32 * 1.5, i32 + 1, b + b, b * 2.5, f16 + x, f16 * 3, i32 / 4, i8 // 3,
                u8 - 200, torch.true_divide(i32, i8.clamp(min=1)), x.double() + f16, (i32 * x),
                torch.arange(0.0, 1.0, 0.15), torch.arange(5, dtype=torch.float64), torch.arange(-3, 8, 3),
                torch.linspace(0, 10, 4, dtype=torch.int64), torch.logspace(0, 2, 3, base=2.0),
                torch.full((2, 2), 7), torch.eye(2, 3, dtype=torch.int32),
                torch.tensor([[1, 2], [3, 4]]), torch.tensor([1.5, 2.0]), torch.tensor([True, False]),
                torch.zeros_like(i8, dtype=torch.float32), torch.ones(3, dtype=torch.bool).sum(),
                torch.empty(0, 3).sum(0), torch.tensor(3) * x, torch.scalar_tensor(2) / 3)


class Reductions(nn.Module):
    """Reductions with dtype rules, corrections and ties."""

    def forward(self, x):
        ties = (x * 2).round()
        v, i = ties.max(1)
        sv, si = torch.sort(ties.flatten(), stable=True, descending=True)
        mv, mi = ties.median(1)
        mo, moi = torch.mode(ties, 1)
        return (x.std(0), x.var(1, unbiased=False), torch.var_mean(x, 1, correction=0), torch.std_mean(x),
                torch.aminmax(x, dim=0), torch.linalg.matrix_norm(x), torch.linalg.norm(x, ord="nuc"), x.norm(1, dim=1),
                torch.nansum(torch.where(x > 0.5, torch.tensor(float("nan")), x)), torch.logsumexp(x, 1),
                (x > 0).sum(), (x > 0).any(1), (x > -2).all(), x.to(torch.int32).prod(1), x.amax((0, 1)),
                v, i, sv, si, ties.argsort(1, descending=True), ties.argmax(), ties.argmin(0), mv, mi, mo, moi,
                x.mean((0, 1), keepdim=True), x.sum(dtype=torch.float64), torch.count_nonzero(ties),
                torch.cummin(ties, 1), torch.unique(ties, dim=0), x.max(), torch.max(x, ties))


class ListOps(nn.Module):
    """Tensor-list helpers: split by sizes, uneven chunk, tensor_split,
    meshgrid indexing, broadcast_tensors, pad_sequence, one_hot."""

    def forward(self, x):
        a, b, c = torch.split(x, [1, 3, 2], dim=1)
        ch = x.chunk(4, 1)
        ts = torch.tensor_split(x, [1, 4], dim=1)
        ts2 = x.tensor_split(3, dim=0)
        gx, gy = torch.meshgrid(torch.arange(3), torch.arange(2), indexing="xy")
        bx, by = torch.broadcast_tensors(x[:, :1], x[:1])
        seqs = [x[0, :2], x[1, :5], x[2, :1]]
        padded = nn.utils.rnn.pad_sequence(seqs, batch_first=True, padding_value=-1.0)
        oh = F.one_hot(torch.tensor([0, 3, 1]), 5)
        st = torch.stack([a, c[:, :1]], dim=2)
        hs = torch.hstack([a, b]) - torch.column_stack([a, b])
        vs = torch.vstack([x[:1], x[2:]])
        ds = torch.dstack([a, a])
        uf = x.unflatten(1, (2, 3))
        mv = torch.movedim(uf, 0, 2)
        return (a, b, c, ch[0], ch[-1], ts, ts2, gx, gy, bx, by, padded, oh, st, hs, vs, ds, mv,
                x.flatten().split(4), torch.cat([x, x[:1]]), x.repeat_interleave(2, dim=0)[:3],
                torch.repeat_interleave(torch.tensor([1, 3, 0, 2])))


class ScriptMath(nn.Module):
    """The math module, Python number semantics and int64 arithmetic in
    script."""

    def forward(self, x):
        v = float(x.sum())
        n = int(x.abs().sum() * 10)
        ints: List[int] = [n, -n, 7, -7]
        floats: List[float] = [v, -2.5, 2.5, 3.5, 0.1 + 0.2]
        r: List[float] = [math.log(abs(v) + 1, 2), math.atan2(v, 2.0), math.fmod(-7.5, 2.0), math.pow(2.0, 0.5),
                          math.gamma(4.5), math.lgamma(3.3), math.erf(0.5), math.erfc(0.5), math.degrees(1.0),
                          math.radians(90.0), math.copysign(3.0, -0.0), math.expm1(1e-5), math.log1p(1e-5),
                          math.sqrt(2.0), math.log10(1000.0), math.exp(1.0), math.asinh(1.0),
                          math.fabs(-2.0), math.tanh(0.5)]
        rounded = [round(f) for f in floats]
        trunc = [int(f) for f in floats]
        fdiv = [i // 3 for i in ints] + [i % 3 for i in ints]
        big = (1 << 40) * 3 + n
        return (r, rounded, trunc, fdiv, [math.floor(f) for f in floats], [math.ceil(f) for f in floats],
                big, big // 7, -big % 11, abs(-n), math.isnan(float("nan")), math.isinf(v), math.isfinite(v),
                7 / 2, 7.0 // 2, -7.0 // 2, 2 ** -1, pow(3, 4), max(floats), min(ints), float(n) / 3,
                math.factorial(6), math.gcd(12, 18), bin(10), hex(255), oct(8))


@torch.jit.script
class Holder:
    def __init__(self, name: str, w: torch.Tensor):
        self.name = name
        self.w = w
        self.calls = 0

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.w * (self.calls + 1)


class ObjectAttrs(nn.Module):
    """A script-class object, a list of tensors, a tuple and an Optional
    submodule left None as attributes. (Frozen, the object becomes a
    constant; PyTorch's optimizer then folds reads of its attributes, so
    a method mutating it would read stale values there: it does not.)"""

    def __init__(self):
        super().__init__()
        self.holder = Holder("proj", torch.randn(4, 3))
        self.bank: List[torch.Tensor] = [torch.randn(3), torch.randn(3)]
        self.shape: Tuple[int, int] = (2, 3)
        self.extra: Optional[nn.Linear] = None
        self.keyed: Dict[int, torch.Tensor] = {3: torch.ones(3), 1: torch.arange(3.0)}

    def forward(self, x):
        y = self.holder.apply(x)
        for t in self.bank:
            y = y + t
        out: Dict[int, torch.Tensor] = {}
        for k, t in self.keyed.items():
            out[k] = y * t
        if self.extra is not None:
            y = y + 1
        return y.view(-1)[: self.shape[0] * self.shape[1]], out, self.holder.name, self.holder.calls


class TracedRnns(nn.Module):
    """Traced RNNs given initial states: LSTM with proj_size, GRU batch
    first, a tanh RNN."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 6, num_layers=2, proj_size=3, batch_first=True)
        self.gru = nn.GRU(3, 5, batch_first=True, bidirectional=True)
        self.rnn = nn.RNN(10, 4)

    def forward(self, x, h0):
        c0 = torch.ones(2, x.size(0), 6) * 0.1
        y, (h, c) = self.lstm(x, (h0, c0))
        z, hg = self.gru(y)
        w, hr = self.rnn(z.transpose(0, 1))
        return y, h, c, z, hg, w, hr


class Stats8(NamedTuple):
    value: torch.Tensor
    rank: int


class Summary8(NamedTuple):
    parts: Dict[str, torch.Tensor]
    rows: List[torch.Tensor]
    note: Optional[str]


class DictNamed(nn.Module):
    """A dict of NamedTuples and a NamedTuple holding a dict and a list."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x) -> Tuple[Dict[str, Stats8], Summary8]:
        y = self.lin(x)
        d = {"a": Stats8(y.mean(0), 1), "b": Stats8(y.amax(0), 2)}
        s = Summary8({"sum": y.sum(1)}, [y[0], y[-1]], None)
        return d, s


def semantics(directory: str):
    save(directory, "promotion", Promotion, kinds=ST + ("tfrozen",), seed=50)
    save(directory, "reductions", Reductions, kinds=ST, seed=51)
    save(directory, "list_ops", ListOps, kinds=ST, seed=52)
    save(directory, "script_math", ScriptMath, kinds=SF, seed=53)
    save(directory, "object_attrs", ObjectAttrs, kinds=SF, seed=54)
    save(directory, "traced_rnns", TracedRnns, kinds=("trace", "tfrozen", "script"), seed=55)
    save(directory, "dict_named", DictNamed, kinds=SF, seed=56, lite=True)


def small(directory: str):
    vision(directory)
    sequences(directory)
    script_features(directory)
    tensors(directory)
    semantics(directory)


def list_names():
    return sorted(n for n in INPUTS if n.startswith("z8_"))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--names"]:
        print(",".join(list_names()))
        sys.exit(0)
    target = args[-1]
    os.makedirs(target, exist_ok=True)
    if "--only" in args:
        ONLY = args[args.index("--only") + 1].split(",")
    small(target)
