import math
import torch
from torch import nn, Tensor
import torch.nn.functional as F


class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int, dropout: float = 0.1, max_len: int = 50):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer('pe', pe)

    def forward(self, x: Tensor) -> Tensor:
        x = x + self.pe[:x.size(0)]
        return self.dropout(x)


class TransformerModel(nn.Module):
    def __init__(self, ntoken: int, d_model: int, nhead: int, d_hid: int, nlayers: int, dropout: float = 0.5):
        super().__init__()
        self.model_type = 'Transformer'
        self.pos_encoder = PositionalEncoding(d_model, dropout)
        encoder_layers = nn.TransformerEncoderLayer(d_model, nhead, d_hid, dropout)
        self.transformer_encoder = nn.TransformerEncoder(encoder_layers, nlayers)
        self.encoder = nn.Embedding(ntoken, d_model)
        self.d_model = d_model
        self.decoder = nn.Linear(d_model, ntoken)
        self.init_weights()

    def init_weights(self) -> None:
        initrange = 0.1
        self.encoder.weight.data.uniform_(-initrange, initrange)
        self.decoder.bias.data.zero_()
        self.decoder.weight.data.uniform_(-initrange, initrange)

    def forward(self, src: Tensor, src_mask: Tensor) -> Tensor:
        src = self.encoder(src) * math.sqrt(self.d_model)
        src = self.pos_encoder(src)
        output = self.transformer_encoder(src, src_mask)
        output = self.decoder(output)
        return output


def generate_square_subsequent_mask(sz: int) -> Tensor:
    return torch.triu(torch.ones(sz, sz) * float('-inf'), diagonal=1)


torch.manual_seed(0)
print(generate_square_subsequent_mask(4))
ntokens, emsize, d_hid, nlayers, nhead = 20, 16, 32, 2, 2
model = TransformerModel(ntokens, emsize, nhead, d_hid, nlayers, dropout=0.2)
print(model.model_type, len(model.transformer_encoder.layers))
print(model.pos_encoder.pe.shape, round(model.pos_encoder.pe[3, 0, :4].sum().item(), 4))
print([n for n, _ in model.named_buffers()])
src = torch.randint(0, ntokens, (7, 3))
mask = generate_square_subsequent_mask(7)
model.eval()
with torch.no_grad():
    out = model(src, mask)
print(out.shape)
print(torch.isfinite(out).all().item())
model.train()
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=5.0)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1.0, gamma=0.95)
data = torch.randint(0, ntokens, (8, 3))
targets = torch.randint(0, ntokens, (8 * 3,))
for step in range(3):
    output = model(data, generate_square_subsequent_mask(8))
    loss = criterion(output.view(-1, ntokens), targets)
    optimizer.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
    optimizer.step()
    scheduler.step()
    print(step, f"{scheduler.get_last_lr()[0]:.4f}", math.isfinite(loss.item()))
