import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

torch.manual_seed(0)

class LSTMTest(torch.nn.Module):

    def __init__(self):
        super(LSTMTest, self).__init__()
        self.rnn = nn.LSTM(10, 20, 2)

    def forward(self, x, lengths, hiddens):
        h0, c0 = hiddens
        packed = torch.nn.utils.rnn.pack_padded_sequence(x, lengths)
        out, (h, c) = self.rnn(packed, (h0, c0))
        padded_outs, _ = torch.nn.utils.rnn.pad_packed_sequence(out)
        return padded_outs
test = LSTMTest()
traced = torch.jit.trace(test, (torch.randn(5, 3, 10), torch.LongTensor([3, 2, 1]), (torch.randn(2, 3, 20), torch.randn(2, 3, 20))))
imported = export_import(traced)
x, lengths, h0, c0 = (torch.randn(7, 3, 10), torch.LongTensor([7, 5, 2]), torch.randn(2, 3, 20), torch.randn(2, 3, 20))
print(traced(x, lengths, (h0, c0)))
