# More .pt kinds for the zoo (generate_zoo.py calls wide()): models written
# the way PyTorch's tutorials and users write them (char-RNN, seq2seq GRU
# with attention, Transformer and LSTM language models, DCGAN, VAE), script
# classes held by modules, NamedTuple/dict/list/Optional inputs and
# outputs, buffers, training-mode dropout, exported methods, extra files,
# half/bfloat16/complex tensors. Each model is seeded on its own, so adding
# one changes no other fixture. Inputs are in zoo_check.INPUTS.
import math
import os
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F


class CharRNN(nn.Module):
    """The "NLP from scratch: classifying names" RNN, stepped over a word."""
    def __init__(self, n_letters: int = 8, hidden: int = 12, n_categories: int = 4):
        super().__init__()
        self.hidden_size = hidden
        self.i2h = nn.Linear(n_letters + hidden, hidden)
        self.i2o = nn.Linear(n_letters + hidden, n_categories)
        self.softmax = nn.LogSoftmax(dim=1)

    def step(self, x, hidden):
        combined = torch.cat((x, hidden), 1)
        return self.softmax(self.i2o(combined)), self.i2h(combined)

    def forward(self, line):
        hidden = torch.zeros(1, self.hidden_size)
        output = torch.zeros(1, 4)
        for i in range(line.size(0)):
            output, hidden = self.step(line[i], hidden)
        return output, hidden


class EncoderRNN(nn.Module):
    def __init__(self, vocab: int, hidden: int):
        super().__init__()
        self.embedding = nn.Embedding(vocab, hidden)
        self.gru = nn.GRU(hidden, hidden, batch_first=True)

    def forward(self, ids):
        return self.gru(self.embedding(ids))


class AttnDecoderRNN(nn.Module):
    """The seq2seq translation tutorial's attention decoder, greedy decoding."""
    def __init__(self, hidden: int, vocab: int, max_length: int = 6):
        super().__init__()
        self.max_length = max_length
        self.embedding = nn.Embedding(vocab, hidden)
        self.attn = nn.Linear(hidden * 2, max_length)
        self.attn_combine = nn.Linear(hidden * 2, hidden)
        self.dropout = nn.Dropout(0.1)
        self.gru = nn.GRU(hidden, hidden)
        self.out = nn.Linear(hidden, vocab)

    def forward(self, token, hidden, encoder_outputs):
        embedded = self.dropout(self.embedding(token).view(1, 1, -1))
        attn_weights = F.softmax(self.attn(torch.cat((embedded[0], hidden[0]), 1)), dim=1)
        attn_applied = torch.bmm(attn_weights.unsqueeze(0), encoder_outputs.unsqueeze(0))
        output = torch.cat((embedded[0], attn_applied[0]), 1)
        output = F.relu(self.attn_combine(output).unsqueeze(0))
        output, hidden = self.gru(output, hidden)
        return F.log_softmax(self.out(output[0]), dim=1), hidden, attn_weights


class Translator(nn.Module):
    def __init__(self, vocab: int = 10, hidden: int = 8, max_length: int = 6):
        super().__init__()
        self.max_length = max_length
        self.encoder = EncoderRNN(vocab, hidden)
        self.decoder = AttnDecoderRNN(hidden, vocab, max_length)

    def forward(self, ids) -> Tuple[List[int], torch.Tensor]:
        enc_out, hidden = self.encoder(ids)
        enc = torch.zeros(self.max_length, enc_out.size(2))
        n = min(ids.size(1), self.max_length)
        enc[:n] = enc_out[0, :n]
        token = torch.tensor([0])
        words: List[int] = []
        attentions: List[torch.Tensor] = []
        for _ in range(self.max_length):
            out, hidden, attn = self.decoder(token, hidden, enc)
            _, top = out.topk(1)
            words.append(int(top.item()))
            attentions.append(attn)
            if int(top.item()) == 1:
                break
            token = top.squeeze(1).detach()
        return words, torch.cat(attentions, 0)


class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int, dropout: float = 0.1, max_len: int = 64):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe)

    def forward(self, x):
        return self.dropout(x + self.pe[:x.size(0)])


class TransformerLM(nn.Module):
    """The "language modeling with nn.Transformer" tutorial model."""
    def __init__(self, ntoken: int = 12, d_model: int = 16, nhead: int = 2, d_hid: int = 32, nlayers: int = 2):
        super().__init__()
        self.pos_encoder = PositionalEncoding(d_model, 0.2)
        self.transformer_encoder = nn.TransformerEncoder(nn.TransformerEncoderLayer(d_model, nhead, d_hid, 0.2), nlayers)
        self.encoder = nn.Embedding(ntoken, d_model)
        self.d_model = d_model
        self.decoder = nn.Linear(d_model, ntoken)

    def forward(self, src):
        sz = src.size(0)
        src_mask = torch.triu(torch.ones(sz, sz) * float("-inf"), diagonal=1)
        x = self.pos_encoder(self.encoder(src) * math.sqrt(self.d_model))
        return self.decoder(self.transformer_encoder(x, src_mask))


class LstmLM(nn.Module):
    """examples/word_language_model's RNNModel (LSTM, tied weights)."""
    def __init__(self, ntoken: int = 10, ninp: int = 8, nlayers: int = 2):
        super().__init__()
        self.drop = nn.Dropout(0.5)
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = nn.LSTM(ninp, ninp, nlayers, dropout=0.5)
        self.decoder = nn.Linear(ninp, ntoken)
        self.decoder.weight = self.encoder.weight
        self.nlayers = nlayers
        self.nhid = ninp

    def init_hidden(self, bsz: int) -> Tuple[torch.Tensor, torch.Tensor]:
        weight = self.encoder.weight
        return (weight.new_zeros(self.nlayers, bsz, self.nhid), weight.new_zeros(self.nlayers, bsz, self.nhid))

    def forward(self, src):
        hidden = self.init_hidden(src.size(1))
        output, hidden = self.rnn(self.drop(self.encoder(src)), hidden)
        decoded = self.decoder(self.drop(output)).view(-1, 10)
        return F.log_softmax(decoded, dim=1), hidden


class DcganGenerator(nn.Module):
    def __init__(self, nz: int = 8, ngf: int = 4, nc: int = 3):
        super().__init__()
        self.main = nn.Sequential(
            nn.ConvTranspose2d(nz, ngf * 4, 4, 1, 0, bias=False), nn.BatchNorm2d(ngf * 4), nn.ReLU(True),
            nn.ConvTranspose2d(ngf * 4, ngf * 2, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf * 2), nn.ReLU(True),
            nn.ConvTranspose2d(ngf * 2, ngf, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf), nn.ReLU(True),
            nn.ConvTranspose2d(ngf, nc, 4, 2, 1, bias=False), nn.Tanh())

    def forward(self, z):
        return self.main(z)


class DcganDiscriminator(nn.Module):
    def __init__(self, nc: int = 3, ndf: int = 4):
        super().__init__()
        self.main = nn.Sequential(
            nn.Conv2d(nc, ndf, 4, 2, 1, bias=False), nn.LeakyReLU(0.2, inplace=True),
            nn.Conv2d(ndf, ndf * 2, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 2), nn.LeakyReLU(0.2, inplace=True),
            nn.Conv2d(ndf * 2, ndf * 4, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 4), nn.LeakyReLU(0.2, inplace=True),
            nn.Conv2d(ndf * 4, 1, 4, 1, 0, bias=False), nn.Sigmoid())

    def forward(self, x):
        return self.main(x).view(-1, 1).squeeze(1)


class Vae(nn.Module):
    """examples/vae; reparameterize draws torch.randn_like (zoo_check seeds)."""
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(36, 16)
        self.fc21 = nn.Linear(16, 4)
        self.fc22 = nn.Linear(16, 4)
        self.fc3 = nn.Linear(4, 16)
        self.fc4 = nn.Linear(16, 36)

    def encode(self, x) -> Tuple[torch.Tensor, torch.Tensor]:
        h1 = F.relu(self.fc1(x))
        return self.fc21(h1), self.fc22(h1)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def decode(self, z):
        return torch.sigmoid(self.fc4(F.relu(self.fc3(z))))

    def forward(self, x):
        mu, logvar = self.encode(x.view(-1, 36))
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar


@torch.jit.script
class Vocab:
    """A script class kept as a module attribute, with a dict, methods calling methods."""
    def __init__(self, words: List[str]):
        self.index: Dict[str, int] = {}
        self.words = words
        for i, w in enumerate(words):
            self.index[w] = i

    def lookup(self, w: str) -> int:
        if w in self.index:
            return self.index[w]
        return self.unk()

    def unk(self) -> int:
        return len(self.words)

    def encode(self, text: str) -> List[int]:
        return [self.lookup(w) for w in text.split(" ")]


@torch.jit.script
class BoxList:
    def __init__(self, boxes: torch.Tensor, labels: List[str]):
        self.boxes = boxes
        self.labels = labels

    def area(self) -> torch.Tensor:
        b = self.boxes
        return (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])

    def filter(self, keep: torch.Tensor) -> "BoxList":
        idx: List[int] = keep.nonzero().squeeze(1).tolist()
        labels = [self.labels[i] for i in idx]
        return BoxList(self.boxes[keep], labels)


class Tokenized(NamedTuple):
    ids: torch.Tensor
    unknown: int
    text: str


class ClassHolder(nn.Module):
    def __init__(self):
        super().__init__()
        self.vocab = Vocab(["the", "cat", "sat", "on", "mat"])
        self.emb = nn.Embedding(6, 4)

    def forward(self, x) -> Tuple[Tokenized, torch.Tensor, List[str], torch.Tensor]:
        ids = self.vocab.encode("the dog sat on the mat")
        t = torch.tensor(ids)
        unknown = ids.count(self.vocab.unk())
        boxes = BoxList(torch.cat([x, x + 1.0], 1).abs(), ["a", "b", "c", "d"])
        kept = boxes.filter(boxes.area() > 0.3)
        return Tokenized(t, unknown, "the dog"), self.emb(t).sum(0), kept.labels, kept.boxes


class Containers2(nn.Module):
    """Dict, list, tuple and Optional inputs; dict of lists output."""
    def forward(self, feats: Dict[str, torch.Tensor], xs: List[torch.Tensor], pair: Tuple[torch.Tensor, int],
                scale: Optional[float] = None) -> Dict[str, List[torch.Tensor]]:
        out: Dict[str, List[torch.Tensor]] = {}
        for k in sorted(feats.keys()):
            out[k] = [feats[k] * i for i in range(len(xs))]
        s = 1.0 if scale is None else scale
        out["xs"] = [x * s + pair[0].sum() * pair[1] for x in xs]
        return out


class Buffers(nn.Module):
    """Persistent and non-persistent buffers, a running average updated in forward, an int buffer."""
    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.linspace(-1, 1, 6))
        self.register_buffer("steps", torch.tensor(0, dtype=torch.long))
        self.register_buffer("scratch", torch.ones(6), persistent=False)
        self.register_buffer("absent", None)
        self.lin = nn.Linear(6, 3)

    def forward(self, x):
        self.steps += 1
        self.mean.mul_(0.9).add_(x.mean(0) * 0.1)
        return self.lin(x - self.mean + self.scratch), self.steps, self.mean


class TrainDropout(nn.Module):
    """Saved in training mode: dropout, alpha dropout, feature dropout, rrelu, batch-norm batch statistics."""
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 8)
        self.bn = nn.BatchNorm1d(8)
        self.drop = nn.Dropout(0.3)
        self.drop2 = nn.Dropout2d(0.5)
        self.adrop = nn.AlphaDropout(0.2)
        self.rrelu = nn.RReLU(0.1, 0.3)

    def forward(self, x):
        y = self.drop(self.bn(self.lin(x)))
        z = self.drop2(x.view(2, 4, 2, 1))
        r = self.rrelu(x) + F.rrelu(x.t(), training=self.training).t()
        return y, z, self.adrop(x), F.dropout(x, 0.5, self.training), r


class Exports(nn.Module):
    """Methods exported with @torch.jit.export, calling each other and forward."""
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(6, 4)
        self.dec = nn.Linear(4, 6)

    @torch.jit.export
    def encode(self, x):
        return torch.tanh(self.enc(x))

    @torch.jit.export
    def decode(self, z):
        return self.dec(z)

    @torch.jit.export
    def stats(self, x) -> Dict[str, float]:
        z = self.encode(x)
        return {"mean": float(z.mean()), "max": float(z.max())}

    def forward(self, x):
        return self.decode(self.encode(x))


class Precisions(nn.Module):
    """Half, bfloat16, double and complex parameters and buffers."""
    def __init__(self):
        super().__init__()
        self.half_w = nn.Parameter(torch.randn(4, 4).half())
        self.register_buffer("bf", torch.randn(4).bfloat16())
        self.register_buffer("dbl", torch.randn(4, dtype=torch.float64))
        self.register_buffer("cplx", torch.randn(4, dtype=torch.complex64))
        self.register_buffer("i8", torch.arange(4, dtype=torch.int8))
        self.register_buffer("flag", torch.tensor([True, False, True, True]))

    def forward(self, x):
        h = (x.half() + self.half_w[0]) * 3.0
        b = x.to(torch.bfloat16) * self.bf
        d = x.double() + self.dbl
        c = torch.fft.fft(x + self.i8) * self.cplx
        return h.float(), b.float(), d, c.abs(), torch.view_as_real(c), x.masked_fill(self.flag, 0.0)


class HalfInput(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3).double()

    def forward(self, h, b, c):
        return (h * 2).float().sum(1), b.to(torch.float32) + 1, torch.angle(c), self.lin(c.real.double())


class Warp(nn.Module):
    """A spatial transformer sampling bicubically, every padding mode."""
    def __init__(self):
        super().__init__()
        self.loc = nn.Linear(3 * 6 * 6, 6)

    def forward(self, x):
        theta = torch.tanh(self.loc(x.flatten(1))).view(-1, 2, 3) * 0.3 + torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
        grid = F.affine_grid(theta, list(x.shape), align_corners=False)
        return (F.grid_sample(x, grid, mode="bicubic", padding_mode="zeros", align_corners=False),
                F.grid_sample(x, grid * 1.4, mode="bicubic", padding_mode="border", align_corners=True),
                F.grid_sample(x, grid * 1.7, mode="bicubic", padding_mode="reflection", align_corners=False))


class Hooked(nn.Module):
    """Forward hooks and pre-hooks registered before scripting: PyTorch saves
    them with the class and calls a submodule's as functions."""
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)
        self.out = nn.Linear(3, 2)

    def forward(self, x):
        return self.out(self.lin(x).relu())


def scale_input(m: nn.Module, inp: Tuple[torch.Tensor]) -> Tuple[torch.Tensor]:
    return (inp[0] * 2.0,)


def shift_output(m: nn.Module, inp: Tuple[torch.Tensor], out: torch.Tensor) -> torch.Tensor:
    return out + inp[0].sum()


def hooked():
    m = Hooked().eval()
    m.lin.register_forward_pre_hook(scale_input)
    m.lin.register_forward_hook(shift_output)
    m.out.register_forward_pre_hook(scale_input)
    return m


class QuantMlp(nn.Module):
    """The dynamic-quantization tutorial's shape: Linear layers (and an
    LSTM) that torch.quantization.quantize_dynamic replaces."""
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.fc2 = nn.Linear(16, 4)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


class QuantLstm(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 6, batch_first=True)
        self.fc = nn.Linear(6, 3)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.fc(out)


def quantized(directory: str):
    """Dynamically quantized models, scripted and traced (run with the
    default engine of this PyTorch build: oneDNN on x86 without FBGEMM,
    which has no fp16 packing)."""
    from zoo_check import INPUTS, make_input
    import torch.ao.quantization as tq
    nets = {"qlinear": (16, QuantMlp, tq.default_dynamic_qconfig),
            "qlinear_per_channel": (17, QuantMlp, tq.per_channel_dynamic_qconfig),
            "qlstm": (19, QuantLstm, tq.default_dynamic_qconfig)}
    for name, (seed, make, qconfig) in nets.items():
        torch.manual_seed(seed)
        m = torch.quantization.quantize_dynamic(make().eval(), {nn.Linear: qconfig, nn.LSTM: qconfig})
        example = tuple(make_input(s) for s in INPUTS[name + "_script"])
        save(directory, name, m, example)


class StaticQuantCnn(nn.Module):
    """What torch.ao.quantization's eager flow makes of a small CNN: fused
    conv+bn+relu, a residual add through FloatFunctional, pooling, linear."""

    def __init__(self):
        super().__init__()
        import torch.ao.quantization as tq
        self.quant, self.dequant = tq.QuantStub(), tq.DeQuantStub()
        self.conv1 = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.BatchNorm2d(8), nn.ReLU())
        self.conv2 = nn.Sequential(nn.Conv2d(8, 8, 3, padding=1, groups=2), nn.BatchNorm2d(8))
        self.skip = nn.quantized.FloatFunctional()
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(8, 5)

    def forward(self, x):
        x = self.conv1(self.quant(x))
        x = self.skip.add_relu(x, self.conv2(x))
        x = torch.flatten(nn.functional.adaptive_avg_pool2d(self.pool(x), 1), 1)
        return self.dequant(self.fc(x))


def _spread(q: torch.Tensor) -> torch.Tensor:
    return torch.cos(q.float() * 0.37)


class QuantizedOps(nn.Module):
    """The quantized kernels one by one, each result's integers spread by
    cos(0.37 q), so that most single integers off move the summary's mean
    by more than compare_zoo.py's relative tolerance."""

    def forward(self, a: torch.Tensor, b: torch.Tensor) -> List[torch.Tensor]:
        x = torch.quantize_per_tensor(a * 8.0, 0.0625, 128, torch.quint8)
        y = torch.quantize_per_tensor(b * 3.0, 0.03, 100, torch.quint8)
        s = torch.quantize_per_tensor(torch.sigmoid(b[:, :, :1, :1]), 1 / 256., 0, torch.quint8)
        return [_spread(t) for t in [x.int_repr(), y.int_repr(), torch.dequantize(y) * 100.0,
                torch.ops.quantized.hardswish(x, 0.05, 60).int_repr(),
                nn.functional.hardsigmoid(x).int_repr(), torch.sigmoid(x).int_repr(),
                nn.functional.relu6(x).int_repr(), nn.functional.hardtanh(x, -1.0, 2.0).int_repr(),
                nn.functional.leaky_relu(x, 0.1).int_repr(), torch.relu(y).int_repr(),
                torch.ops.quantized.mul(x, y, 0.07, 20).int_repr(),
                torch.ops.quantized.mul(s, y, 0.03, 90).int_repr(),
                torch.ops.quantized.add(x, y, 0.07, 20).int_repr(),
                torch.ops.quantized.add_relu(x, y, 0.11, 3).int_repr(),
                torch.ops.quantized.cat([x, y], 1, 0.1, 50).int_repr(),
                nn.functional.adaptive_avg_pool2d(y, 1).int_repr(),
                nn.functional.adaptive_avg_pool2d(y, [3, 5]).int_repr(),
                nn.functional.avg_pool2d(y, 3, 2, 1).int_repr(),
                nn.functional.max_pool2d(y, 3, 2, 1, ceil_mode=True).int_repr(),
                y.mean([2, 3]).int_repr(), torch.flatten(y, 1).int_repr()]]


def calibrated_quant_cnn(engine: str, qconfig: str):
    """StaticQuantCnn with fused conv-bn(-relu) blocks, calibrated on three
    random batches and converted on `engine` with `qconfig`."""
    import torch.ao.quantization as tq
    torch.backends.quantized.engine = engine
    torch.manual_seed(18)
    m = StaticQuantCnn().eval()
    for block in (m.conv1, m.conv2):
        block[1].running_mean.uniform_(-0.2, 0.2)
        block[1].running_var.uniform_(0.5, 1.5)
    tq.fuse_modules(m, [["conv1.0", "conv1.1", "conv1.2"], ["conv2.0", "conv2.1"]], inplace=True)
    m.qconfig = tq.get_default_qconfig(qconfig)
    tq.prepare(m, inplace=True)
    with torch.no_grad():
        for _ in range(3):
            m(torch.randn(2, 3, 16, 16))
    tq.convert(m, inplace=True)
    return m


def static_quantized(directory: str):
    """A statically quantized CNN on the QNNPACK engine (this PyTorch build
    has no FBGEMM), scripted and traced."""
    from zoo_check import INPUTS, make_input
    m = calibrated_quant_cnn("qnnpack", "qnnpack")
    example = tuple(make_input(s) for s in INPUTS["qcnn_script"])
    save(directory, "qcnn", m, example)
    save(directory, "qops", QuantizedOps(), None, kinds=("script",))


def default_engine_quantized(directory: str):
    """The same CNN quantized for the default x86 engine (the 'fbgemm'
    qconfig: per-channel weights, reduce_range activations; this build runs
    it on oneDNN), scripted, traced and frozen, and the quantized kernels on
    that engine (ATen's generic ones)."""
    from zoo_check import INPUTS, make_input
    m = calibrated_quant_cnn("onednn", "fbgemm")
    example = tuple(make_input(s) for s in INPUTS["x86_qcnn_script"])
    save(directory, "x86_qcnn", m, example, kinds=("script", "trace", "frozen"))
    save(directory, "x86_qops", QuantizedOps(), None, kinds=("script",))


def save(directory: str, name: str, module, example, kinds=("script", "trace"), preserved=(), **save_kw):
    for kind in kinds:
        path = os.path.join(directory, name + "_" + kind + ".pt")
        if kind == "script":
            m = torch.jit.script(module)
        elif kind == "frozen":
            m = torch.jit.freeze(torch.jit.script(module.eval()), preserved_attrs=list(preserved))
        else:
            m = torch.jit.trace(module, example, check_trace=False, strict=False)
        torch.jit.save(m, path, **save_kw)
        torch.jit.load(path)


def seeded(seed: int, make):
    torch.manual_seed(seed)
    return make()


def wide(directory: str):
    from zoo_check import INPUTS, make_input

    def ex(name):
        return tuple(make_input(s) for s in INPUTS[name + "_script"])

    save(directory, "char_rnn", seeded(1, CharRNN).eval(), ex("char_rnn"))
    save(directory, "translator", seeded(2, Translator).eval(), None, kinds=("script",))
    save(directory, "transformer_lm", seeded(3, TransformerLM).eval(), ex("transformer_lm"),
         kinds=("script", "trace", "frozen"))
    save(directory, "lstm_lm", seeded(4, LstmLM).eval(), ex("lstm_lm"), kinds=("script", "trace", "frozen"))
    gen = seeded(5, DcganGenerator).eval()
    with torch.no_grad():
        for m in gen.modules():
            if isinstance(m, nn.BatchNorm2d):
                m.running_mean.uniform_(-0.2, 0.2)
                m.running_var.uniform_(0.5, 1.5)
    save(directory, "dcgan_g", gen, ex("dcgan_g"), kinds=("script", "trace", "frozen"))
    save(directory, "dcgan_d", seeded(6, DcganDiscriminator).eval(), ex("dcgan_d"), kinds=("script", "trace", "frozen"))
    save(directory, "vae", seeded(7, Vae).eval(), ex("vae"))
    save(directory, "class_holder", seeded(8, ClassHolder).eval(), None, kinds=("script",))
    save(directory, "containers2", Containers2(), None, kinds=("script",))
    save(directory, "buffers", seeded(9, Buffers).eval(), ex("buffers"))
    save(directory, "train_dropout", seeded(10, TrainDropout).train(), ex("train_dropout"))
    save(directory, "exports", seeded(11, Exports).eval(), None, kinds=("script", "frozen"),
         preserved=("encode", "decode", "stats"),
         _extra_files={"meta.json": '{"v": 1}', "vocab.txt": "a\nb\n"})
    save(directory, "precisions", seeded(12, Precisions).eval(), ex("precisions"))
    save(directory, "half_input", seeded(13, HalfInput).eval(), ex("half_input"))
    save(directory, "warp", seeded(14, Warp).eval(), ex("warp"), kinds=("script", "trace", "frozen"))
    save(directory, "hooks", seeded(15, hooked), None, kinds=("script",))


class TinyBackbone(nn.Module):
    """A small feature extractor with torchvision detection's interface (out_channels)."""
    def __init__(self, out_channels: int = 8):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1), nn.BatchNorm2d(8), nn.ReLU(),
                                  nn.Conv2d(8, out_channels, 3, 2, 1), nn.ReLU())
        self.out_channels = out_channels

    def forward(self, x):
        return self.body(x)


def tiny_detectors():
    """torchvision's detection models (eval mode) over tiny backbones and heads, so the files stay small."""
    from torchvision.models.detection import FCOS, FasterRCNN, KeypointRCNN, MaskRCNN, RetinaNet
    from torchvision.models.detection.anchor_utils import AnchorGenerator
    from torchvision.models.detection.faster_rcnn import FastRCNNPredictor, TwoMLPHead
    from torchvision.ops import MultiScaleRoIAlign

    def anchors(per_level=(3,)):
        return AnchorGenerator(sizes=((8, 16, 32),), aspect_ratios=((0.5, 1.0, 2.0),))

    def rcnn_kw():
        return dict(min_size=48, max_size=64, rpn_anchor_generator=anchors(),
                    box_roi_pool=MultiScaleRoIAlign(["0"], 7, 2),
                    box_head=TwoMLPHead(8 * 7 * 7, 16), box_predictor=FastRCNNPredictor(16, 4),
                    rpn_pre_nms_top_n_test=60, rpn_post_nms_top_n_test=20, box_detections_per_img=10,
                    box_score_thresh=0.0)

    out = {}
    torch.manual_seed(20)
    out["faster_rcnn"] = FasterRCNN(TinyBackbone(), None, **rcnn_kw())
    torch.manual_seed(21)
    out["mask_rcnn"] = MaskRCNN(TinyBackbone(), None, mask_roi_pool=MultiScaleRoIAlign(["0"], 7, 2),
                                mask_head=nn.Sequential(nn.Conv2d(8, 8, 3, padding=1), nn.ReLU()),
                                mask_predictor=nn.Sequential(nn.ConvTranspose2d(8, 8, 2, 2), nn.ReLU(),
                                                             nn.Conv2d(8, 4, 1)), **rcnn_kw())
    torch.manual_seed(22)
    out["keypoint_rcnn"] = KeypointRCNN(TinyBackbone(), None,
                                        keypoint_roi_pool=MultiScaleRoIAlign(["0"], 7, 2),
                                        keypoint_head=nn.Sequential(nn.Conv2d(8, 8, 3, padding=1), nn.ReLU()),
                                        keypoint_predictor=torchvision_keypoint_predictor(8, 3), **rcnn_kw())
    torch.manual_seed(23)
    out["retinanet"] = RetinaNet(TinyBackbone(), 4, min_size=48, max_size=64, anchor_generator=anchors(),
                                 score_thresh=0.0, detections_per_img=10, topk_candidates=30)
    torch.manual_seed(24)
    out["fcos"] = FCOS(TinyBackbone(32), 4, min_size=48, max_size=64,
                       anchor_generator=AnchorGenerator(sizes=((8,),), aspect_ratios=((1.0,),)),
                       score_thresh=0.0, detections_per_img=10, topk_candidates=30)
    return out


def torchvision_keypoint_predictor(in_channels: int, num_keypoints: int):
    from torchvision.models.detection.keypoint_rcnn import KeypointRCNNPredictor
    return KeypointRCNNPredictor(in_channels, num_keypoints)


def detection(directory: str):
    for name, model in tiny_detectors().items():
        save(directory, name, model.eval(), None, kinds=("script",))
