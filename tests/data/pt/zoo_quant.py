# Quantized models for the zoo, made the ways users make them
# (generate_zoo.py calls small() and full()): eager-mode static quantization
# (QuantStub/DeQuantStub, fuse_modules, prepare, calibrate, convert) of nets
# that use every module torch.ao.quantization swaps (batch norm, ELU,
# LayerNorm, GroupNorm, InstanceNorm, FloatFunctional ...), FX graph mode
# (prepare_fx/convert_fx) of a CNN and an MLP, dynamic quantization of
# LSTM/GRU/cells/Linear, and torchvision's quantizable classifiers
# calibrated here (there are no pretrained weights offline). Each is
# seeded on its own; inputs are in zoo_check.INPUTS. Static models are
# converted on the engine zoo_check.set_engine runs them on.
import os

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.ao.quantization as tq

from zoo_wide import save


def _randomize_bn(m: nn.Module):
    with torch.no_grad():
        for b in m.modules():
            if isinstance(b, (nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d)):
                b.running_mean.uniform_(-0.2, 0.2)
                b.running_var.uniform_(0.5, 1.5)
                b.weight.uniform_(0.5, 1.5)
                b.bias.uniform_(-0.2, 0.2)


def calibrate(m: nn.Module, shapes, batches: int = 3):
    with torch.no_grad():
        for _ in range(batches):
            m(*[torch.randn(s) for s in shapes])


def eager_static(m: nn.Module, fuse, engine: str, qconfig: str, shapes):
    torch.backends.quantized.engine = engine
    m.eval()
    _randomize_bn(m)
    if fuse:
        tq.fuse_modules(m, fuse, inplace=True)
    m.qconfig = tq.get_default_qconfig(qconfig)
    tq.prepare(m, inplace=True)
    calibrate(m, shapes)
    tq.convert(m, inplace=True)
    return m


class EagerBlocks(nn.Module):
    """The modules eager convert swaps besides conv/linear: standalone and
    ReLU-fused batch norm, ELU, Hardswish, LeakyReLU, ReLU6, the norms,
    FloatFunctional's add/mul/cat/add_scalar/mul_scalar, and float ops
    that run on quantized tensors (pooling, interpolate, hardtanh,
    sigmoid, flatten)."""

    def __init__(self):
        super().__init__()
        self.quant, self.dequant = tq.QuantStub(), tq.DeQuantStub()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.bn_relu = nn.Sequential(nn.BatchNorm2d(8), nn.ReLU())  # unfused: BNReLU2d fails the same way
        self.elu = nn.ELU(alpha=0.7)
        self.hswish = nn.Hardswish()
        self.leaky = nn.LeakyReLU(0.05)
        self.relu6 = nn.ReLU6()
        self.ln = nn.LayerNorm([8, 7, 7])
        self.gn = nn.GroupNorm(2, 8)
        self.inorm = nn.InstanceNorm2d(8, affine=True)
        self.ff_add, self.ff_mul, self.ff_cat = (nn.quantized.FloatFunctional() for _ in range(3))
        self.ff_adds, self.ff_muls = nn.quantized.FloatFunctional(), nn.quantized.FloatFunctional()
        self.vol = nn.Sequential(nn.Conv3d(2, 4, (1, 3, 3), padding=(0, 1, 1)), nn.BatchNorm3d(4))
        self.conv1d = nn.Sequential(nn.Conv1d(8, 6, 3), nn.ReLU())
        self.fc = nn.Sequential(nn.Linear(6 * 12, 10), nn.ReLU())
        self.up = nn.Upsample(scale_factor=2, mode="nearest")

    def forward(self, x):
        x = self.quant(x)
        a = self.bn(self.conv(x))
        b = self.bn_relu(a)
        c = self.ff_add.add(self.elu(a), self.hswish(b))
        c = self.ff_mul.mul(c, self.leaky(b))
        c = self.ff_cat.cat([self.relu6(c), F.hardtanh(a, -0.5, 0.5)], 1)
        c = F.max_pool2d(c, 2, ceil_mode=True)
        d = self.inorm(self.gn(self.ln(c[:, :8])))
        d = self.ff_adds.add_scalar(d, 0.25)
        d = self.ff_muls.mul_scalar(d, -1.5)
        e = self.vol(d.reshape(1, 2, 4, 7, 7)).reshape(1, -1, 7, 7)
        up = self.up(e[:, :4])
        bil = F.interpolate(e[:, 4:8], size=(9, 11), mode="bilinear", align_corners=False)
        s = torch.sigmoid(F.avg_pool2d(up, 2))
        f = self.conv1d(torch.flatten(F.adaptive_avg_pool2d(bil, (1, 14)), 2)[:, :, :14].reshape(1, 8, 7).repeat(1, 1, 2))
        g = self.fc(torch.flatten(f, 1))
        return self.dequant(g), self.dequant(s), self.dequant(e)


class FxCnn(nn.Module):
    """A CNN written with functional calls, for FX graph mode quantization."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, stride=2, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1, groups=4)
        self.bn2 = nn.BatchNorm2d(8)
        self.conv3 = nn.Conv2d(16, 12, 1)
        self.fc = nn.Linear(12, 5)

    def forward(self, x):
        x = F.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(x))
        y = F.relu(y + x)
        z = torch.cat([y, x * y], 1)
        z = F.hardswish(self.conv3(z))
        z = F.interpolate(z, scale_factor=2.0, mode="nearest")
        z = F.adaptive_avg_pool2d(F.max_pool2d(z, 2), 1)
        return torch.sigmoid(self.fc(torch.flatten(z, 1)))


class FxMlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.ln = nn.LayerNorm(16)
        self.fc2 = nn.Linear(16, 16)
        self.fc3 = nn.Linear(16, 4)

    def forward(self, x):
        h = F.relu(self.fc1(x))
        h = self.ln(h)
        h = torch.tanh(self.fc2(h)) + h
        return F.softmax(self.fc3(h), dim=-1)


class FxDynMlp(nn.Module):
    """FX dynamic quantization's subject: Linear(+ReLU) layers."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.fc2 = nn.Linear(16, 16)
        self.fc3 = nn.Linear(16, 4)

    def forward(self, x):
        h = F.relu(self.fc1(x))
        h = torch.relu(self.fc2(h)) + h
        return self.fc3(h).sum(-1, keepdim=True) * h


def fx_static(m: nn.Module, shape, qconfig: str = "fbgemm"):
    from torch.ao.quantization.quantize_fx import convert_fx, prepare_fx
    torch.backends.quantized.engine = "onednn"
    m.eval()
    _randomize_bn(m)
    mapping = tq.get_default_qconfig_mapping(qconfig)
    prepared = prepare_fx(m, mapping, (torch.randn(shape),))
    calibrate(prepared, [shape])
    return convert_fx(prepared)


def fx_dynamic(m: nn.Module, shape):
    from torch.ao.quantization.quantize_fx import convert_fx, prepare_fx
    torch.backends.quantized.engine = "onednn"
    mapping = tq.QConfigMapping().set_global(tq.default_dynamic_qconfig)
    return convert_fx(prepare_fx(m.eval(), mapping, (torch.randn(shape),)))


class DynRnns(nn.Module):
    """quantize_dynamic's recurrent modules: a 2-layer bidirectional LSTM,
    a GRU with initial state, and the cells stepped over time."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 6, num_layers=2, bidirectional=True, batch_first=True)
        self.gru = nn.GRU(12, 5)
        self.lstm_cell = nn.LSTMCell(5, 4)
        self.gru_cell = nn.GRUCell(4, 3)
        self.rnn_cell = nn.RNNCell(3, 3, nonlinearity="tanh")
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        out, (h, c) = self.lstm(x)
        seq = out.transpose(0, 1)
        g, hg = self.gru(seq, torch.ones(1, seq.size(1), 5) * 0.1)
        hc = torch.zeros(seq.size(1), 4)
        cc = torch.zeros(seq.size(1), 4)
        hgc = torch.zeros(seq.size(1), 3)
        hr = torch.zeros(seq.size(1), 3)
        for t in range(g.size(0)):
            hc, cc = self.lstm_cell(g[t], (hc, cc))
            hgc = self.gru_cell(hc, hgc)
            hr = self.rnn_cell(hgc, hr)
        return self.fc(hr), h, c, hg


class DynGru(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(8, 6, num_layers=2, batch_first=True)
        self.fc = nn.Linear(6, 3)

    def forward(self, x):
        out, h = self.gru(x)
        return self.fc(out), h


# torch.jit.freeze folds the packed parameters into the graph as constants.
ALL_KINDS = ("script", "trace", "frozen")


def seeded(seed: int, make):
    torch.manual_seed(seed)
    return make()


def small(directory: str):
    from zoo_check import INPUTS, make_input

    def ex(name):
        return tuple(make_input(s) for s in INPUTS[name + "_script"])

    blocks_fuse = [["conv", "bn"], ["conv1d.0", "conv1d.1"], ["fc.0", "fc.1"]]
    shape = INPUTS["q_eager_blocks_script"][0]
    for prefix, engine, qconfig in [("q_", "onednn", "fbgemm"), ("qnnpack_", "qnnpack", "qnnpack")]:
        # PyTorch 1.13 cannot run a scripted standalone quantized BatchNorm
        # (its scale buffer is no 0-dim tensor): the scripted copy has none.
        for kinds, standalone_bn in [(("trace",), True), (("script", "frozen"), False)]:
            torch.manual_seed(30)
            m = EagerBlocks()
            if not standalone_bn:
                m.bn_relu = nn.ReLU()
            if engine == "qnnpack":  # QNNPACK cannot unpack (so save) 3-D convolutions.
                m.vol = nn.Identity()
            fuse = blocks_fuse + ([["vol.0", "vol.1"]] if engine == "onednn" else [])
            m = eager_static(m, fuse, engine, qconfig, [shape])
            save(directory, prefix + "eager_blocks", m, ex(prefix + "eager_blocks"), kinds=kinds)
    torch.backends.quantized.engine = "onednn"
    torch.manual_seed(31)
    save(directory, "q_fx_cnn", fx_static(FxCnn(), INPUTS["q_fx_cnn_script"][0]), ex("q_fx_cnn"), kinds=ALL_KINDS)
    torch.manual_seed(32)
    save(directory, "q_fx_mlp", fx_static(FxMlp(), INPUTS["q_fx_mlp_script"][0]), ex("q_fx_mlp"), kinds=ALL_KINDS)
    torch.manual_seed(33)
    save(directory, "q_fx_dynamic", fx_dynamic(FxDynMlp(), INPUTS["q_fx_dynamic_script"][0]), ex("q_fx_dynamic"),
         kinds=ALL_KINDS)
    dyn = {nn.LSTM, nn.GRU, nn.LSTMCell, nn.GRUCell, nn.RNNCell, nn.Linear}
    torch.manual_seed(34)
    save(directory, "q_dyn_rnns", torch.quantization.quantize_dynamic(DynRnns().eval(), dyn), ex("q_dyn_rnns"),
         kinds=("script", "frozen"))
    torch.manual_seed(35)
    save(directory, "q_dyn_gru", torch.quantization.quantize_dynamic(DynGru().eval(), dyn), ex("q_dyn_gru"),
         kinds=ALL_KINDS)


# torchvision's quantizable classifiers, calibrated here on random images.
QUANT_NETS = ["resnet18", "mobilenet_v2", "mobilenet_v3_large", "shufflenet_v2_x0_5", "googlenet", "inception_v3"
              ]


def torchvision_quantized(name: str):
    import torchvision.models.quantization as qm
    torch.backends.quantized.engine = "onednn"
    torch.manual_seed(0)
    # init_weights=True draws N(0, 0.1) weights whose activations explode
    # through inception's depth; the default initialization keeps them sane.
    kw = {"init_weights": False} if name in ("googlenet", "inception_v3") else {}
    m = getattr(qm, name)(weights=None, quantize=False, **kw).eval()
    _randomize_bn(m)
    m.fuse_model()
    m.qconfig = tq.get_default_qconfig("fbgemm")
    tq.prepare(m, inplace=True)
    calibrate(m, [(2, 3, 224, 224)], batches=2)
    tq.convert(m, inplace=True)
    return m


def full(directory: str):
    from zoo_check import make_input
    only = set(os.environ.get("ZOO_ONLY", "").split(",")) - {""}
    for name in QUANT_NETS:
        if not only or "q_" + name in only:
            m = torchvision_quantized(name)
            save(directory, "q_" + name, m, (make_input((1, 3, 224, 224)),))


class QatCnn(nn.Module):
    """Quantization-aware training's subject: fused conv-bn-relu blocks, a
    transposed convolution, and FloatFunctional arithmetic."""

    def __init__(self):
        super().__init__()
        self.quant, self.dequant = tq.QuantStub(), tq.DeQuantStub()
        self.conv1 = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.BatchNorm2d(8), nn.ReLU())
        self.conv2 = nn.Sequential(nn.Conv2d(8, 8, 3, padding=1), nn.BatchNorm2d(8))
        self.up = nn.ConvTranspose2d(8, 4, 2, stride=2)
        self.act = nn.Hardswish()
        self.skip = nn.quantized.FloatFunctional()
        self.fc = nn.Linear(4, 3)

    def forward(self, x):
        x = self.conv1(self.quant(x))
        x = self.skip.add(x, self.conv2(x))
        x = self.act(self.up(x))
        x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        return self.dequant(self.fc(x))


def qat(m: nn.Module, shape):
    torch.backends.quantized.engine = "onednn"
    _randomize_bn(m)
    m.eval()
    tq.fuse_modules(m, [["conv1.0", "conv1.1", "conv1.2"], ["conv2.0", "conv2.1"]], inplace=True)
    m.train()
    m.qconfig = tq.get_default_qat_qconfig("fbgemm")
    # Per-channel weights are not supported for transposed convolutions.
    m.up.qconfig = tq.get_default_qat_qconfig("qnnpack")
    tq.prepare_qat(m, inplace=True)
    opt = torch.optim.SGD(m.parameters(), lr=0.01)
    for _ in range(3):
        opt.zero_grad()
        m(torch.randn(shape)).sum().backward()
        opt.step()
    m.eval()
    return tq.convert(m)


class FxBlocks(nn.Module):
    """FX graph mode over more functional ops: transposed conv, LeakyReLU,
    hardsigmoid gating, avg pooling, bilinear resize, a residual mul."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 6, 3, padding=1)
        self.bn = nn.BatchNorm2d(6)
        self.gate = nn.Conv2d(6, 6, 1)
        self.up = nn.ConvTranspose2d(6, 6, 2, stride=2)
        self.lin = nn.Linear(6, 4)

    def forward(self, x):
        x = F.leaky_relu(self.bn(self.conv(x)), 0.1)
        x = x * F.hardsigmoid(self.gate(x))
        x = F.avg_pool2d(self.up(x), 2)
        x = F.interpolate(x, size=(5, 7), mode="bilinear", align_corners=True)
        x = torch.mean(x, [2, 3])
        return self.lin(x)


class DynTransformer(nn.Module):
    def __init__(self):
        super().__init__()
        # batch_first=False keeps PyTorch off the fast path, which fails on
        # quantized Linear layers (it reads their weight as a tensor).
        layer = nn.TransformerEncoderLayer(16, 2, dim_feedforward=32, dropout=0.0)
        self.encoder = nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
        self.head = nn.Linear(16, 3)

    def forward(self, x):
        return self.head(self.encoder(x))


class QEmbeddings(nn.Module):
    """Weight-only quantized embeddings (float_qparams_weight_only_qconfig)."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 8)
        self.bag = nn.EmbeddingBag(10, 8, mode="sum")

    def forward(self, ids):
        flat = ids.reshape(-1)
        offsets = torch.arange(0, flat.numel(), ids.size(1))
        return self.emb(ids), self.bag(flat, offsets)


def more(directory: str):
    from torch.ao.quantization.quantize_fx import convert_fx, prepare_fx
    from zoo_check import INPUTS, make_input

    def ex(name):
        return tuple(make_input(s) for s in INPUTS[name + "_script"])

    torch.manual_seed(40)
    save(directory, "q_qat_cnn", qat(QatCnn(), (2, 3, 16, 16)), ex("q_qat_cnn"), kinds=ALL_KINDS)
    for seed, backend in [(41, "x86"), (42, "qnnpack")]:
        torch.backends.quantized.engine = "qnnpack" if backend == "qnnpack" else "onednn"
        torch.manual_seed(seed)
        m = FxBlocks().eval()
        _randomize_bn(m)
        shape = INPUTS["q_fx_blocks_script"][0]
        mapping = tq.get_default_qconfig_mapping(backend)
        # Per-channel weights are not supported for transposed convolutions.
        mapping.set_object_type(nn.ConvTranspose2d, tq.get_default_qconfig("qnnpack"))
        prepared = prepare_fx(m, mapping, (torch.randn(shape),))
        calibrate(prepared, [shape])
        name = "q_fx_blocks" if backend == "x86" else "qnnpack_fx_blocks"
        save(directory, name, convert_fx(prepared), ex(name), kinds=ALL_KINDS)
    torch.backends.quantized.engine = "onednn"
    torch.manual_seed(43)
    dyn = torch.quantization.quantize_dynamic(DynTransformer().eval(), {nn.Linear})
    # Scripting fails in PyTorch (the fast path's code reads linear1.weight,
    # a method of the quantized Linear): users trace it.
    save(directory, "q_dyn_transformer", dyn, ex("q_dyn_transformer"), kinds=("trace",))
    torch.manual_seed(44)
    m = QEmbeddings().eval()
    m.emb.qconfig = m.bag.qconfig = tq.float_qparams_weight_only_qconfig
    tq.prepare(m, inplace=True)
    tq.convert(m, inplace=True)
    save(directory, "q_embeddings", m, ex("q_embeddings"), kinds=ALL_KINDS)
